import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MonthRangePicker } from '@/components/inputs/month-range-picker';

function Harness() {
  const [value, setValue] = useState<[Dayjs, Dayjs] | null>(null);
  return (
    <>
      <MonthRangePicker value={value} onChange={setValue} />
      <output data-testid="value">{value ? value.map((d) => d.format('YYYY-MM')).join(',') : ''}</output>
    </>
  );
}

describe('MonthRangePicker', () => {
  it(
    'says why it does not take an end month before the start, and takes the range once it is in order',
    { timeout: 120_000 },
    async () => {
      const user = userEvent.setup();
      render(<Harness />);
      const [start, end] = screen.getAllByRole('textbox') as [HTMLElement, HTMLElement];
      await user.click(start);
      await user.type(start, '2026-05{Enter}');
      await user.click(end);
      await user.type(end, '2026-02{Enter}');
      expect(await screen.findByRole('tooltip')).toHaveTextContent('结束时间不能早于开始时间');
      expect(screen.getByTestId('value').textContent).toBe('');

      await user.click(end);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await user.clear(end);
      await user.type(end, '2026-07{Enter}');
      await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('2026-05,2026-07'));
    },
  );
});
