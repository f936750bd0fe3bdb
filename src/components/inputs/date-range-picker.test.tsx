import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DateRangePicker,
  exceedsSpan,
  outsideSpan,
  presetRange,
  type DateRange,
} from '@/components/inputs/date-range-picker';

const f = (range: DateRange) => range.map((d) => d.format('YYYY-MM-DD HH:mm:ss'));
const NOW = dayjs('2026-03-18 15:30:00');

describe('date range presets and span', () => {
  it('gives the spec presets as whole days with seconds', () => {
    expect(f(presetRange('today', true, NOW))).toEqual(['2026-03-18 00:00:00', '2026-03-18 23:59:59']);
    expect(f(presetRange('yesterday', true, NOW))).toEqual(['2026-03-17 00:00:00', '2026-03-17 23:59:59']);
    expect(f(presetRange('last7Days', true, NOW))).toEqual(['2026-03-12 00:00:00', '2026-03-18 23:59:59']);
    expect(f(presetRange('last30Days', true, NOW))).toEqual(['2026-02-17 00:00:00', '2026-03-18 23:59:59']);
    expect(f(presetRange('thisMonth', true, NOW))).toEqual(['2026-03-01 00:00:00', '2026-03-31 23:59:59']);
    expect(f(presetRange('lastMonth', true, NOW))).toEqual(['2026-02-01 00:00:00', '2026-02-28 23:59:59']);
    expect(f(presetRange('lastMonth', false, NOW))).toEqual(['2026-02-01 00:00:00', '2026-02-28 00:00:00']);
  });

  it('limits the span: 7 whole days pass, 8 do not; picking stops 7 calendar days around the first date', () => {
    expect(exceedsSpan(presetRange('last7Days', true, NOW), 7)).toBe(false);
    expect(exceedsSpan([dayjs('2026-03-11 00:00:00'), dayjs('2026-03-18 23:59:59')], 7)).toBe(true);
    expect(exceedsSpan(presetRange('last30Days', true, NOW), undefined)).toBe(false);
    const first = dayjs('2026-03-10');
    expect(outsideSpan(dayjs('2026-03-16'), first, 7)).toBe(false);
    expect(outsideSpan(dayjs('2026-03-17'), first, 7)).toBe(true);
    expect(outsideSpan(dayjs('2026-03-04'), first, 7)).toBe(false);
    expect(outsideSpan(dayjs('2026-03-03'), first, 7)).toBe(true);
    expect(outsideSpan(dayjs('2026-03-30'), undefined, 7)).toBe(false);
  });
});

function Harness({ maxDays }: { maxDays?: number }) {
  const [value, setValue] = useState<DateRange | null>(null);
  return (
    <>
      <DateRangePicker value={value} onChange={setValue} maxDays={maxDays} />
      <output data-testid="value">{value ? f(value).join(',') : ''}</output>
    </>
  );
}

describe('DateRangePicker', () => {
  it('applies a preset with seconds, and shows the limit tooltip when a preset is longer than it', async () => {
    const user = userEvent.setup();
    render(<Harness maxDays={7} />);
    await user.click(screen.getByPlaceholderText('开始时间'));
    expect(await screen.findByText('时间不能超过7天', { selector: '.ant-picker-footer-extra' })).toBeInTheDocument();
    const presets = document.querySelector('.ant-picker-presets')! as HTMLElement;
    expect([...presets.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '今天',
      '昨天',
      '最近 7 天',
      '最近 30 天',
      '本月',
      '上月',
    ]);
    await user.click(within(presets).getByText('最近 7 天'));
    expect(screen.getByTestId('value').textContent).toMatch(/^\d{4}-\d\d-\d\d 00:00:00,\d{4}-\d\d-\d\d 23:59:59$/);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(screen.getByPlaceholderText('开始时间'));
    await user.click(within(document.querySelector('.ant-picker-presets') as HTMLElement).getByText('最近 30 天'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('时间不能超过7天');
  });

  it('pick a day, then the 8th day on is disabled and the 7th is not; the range picked is whole days', async () => {
    const user = userEvent.setup();
    render(<Harness maxDays={7} />);
    // The left panel shows this month: the 10th and the 16th/17th are in it.
    const first = dayjs().date(10);
    const cell = (d: dayjs.Dayjs) =>
      document.querySelector(`.ant-picker-dropdown td.ant-picker-cell-in-view[title="${d.format('YYYY-MM-DD')}"]`)!;
    const ok = () => document.querySelector('.ant-picker-dropdown .ant-picker-ok button') as HTMLElement;
    await user.click(screen.getByPlaceholderText('开始时间'));
    await user.click(cell(first));
    await user.click(ok());
    await waitFor(() => expect(cell(first.add(7, 'day'))).toHaveClass('ant-picker-cell-disabled'));
    expect(cell(first.add(6, 'day'))).not.toHaveClass('ant-picker-cell-disabled');
    expect(screen.getByText('时间不能超过7天', { selector: '.ant-picker-footer-extra' })).toBeInTheDocument();
    await user.click(cell(first.add(6, 'day')));
    await user.click(ok());
    await waitFor(() =>
      expect(screen.getByTestId('value').textContent).toBe(
        `${first.format('YYYY-MM-DD')} 00:00:00,${first.add(6, 'day').format('YYYY-MM-DD')} 23:59:59`,
      ),
    );
  });

  it(
    'says why it does not take a typed end before the start, and takes the range once it is in order',
    { timeout: 120_000 },
    async () => {
      const user = userEvent.setup();
      render(<Harness />);
      const start = screen.getByPlaceholderText('开始时间');
      const end = screen.getByPlaceholderText('结束时间');
      await user.click(start);
      await user.type(start, '2026-03-10 00:00:00{Enter}');
      await user.click(end);
      await user.type(end, '2026-03-05 00:00:00{Enter}');
      expect(await screen.findByRole('tooltip')).toHaveTextContent('结束时间不能早于开始时间');
      expect(screen.getByTestId('value').textContent).toBe('');

      await user.click(end);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await user.clear(end);
      await user.type(end, '2026-03-12 00:00:00{Enter}');
      await waitFor(() =>
        expect(screen.getByTestId('value').textContent).toBe('2026-03-10 00:00:00,2026-03-12 00:00:00'),
      );
      expect(screen.queryByRole('tooltip')).toBeNull();
    },
  );
});
