// The diff report against the real mock: a day row opens what makes its difference (the detail's summary amount is
// the row's diffAmount) and can be marked handled with a remark of 4-200 characters.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleNow, formatAmount } from '@/lib/format';
import { recordCalls } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';

const FIRST = { timeout: 60_000 };
const route = () => {
  const [start, end] = [consoleNow().subtract(6, 'day'), consoleNow()].map((d) => d.format('YYYY-MM-DD'));
  return `/report/diff?filters[0][field]=period&filters[0][operator]=eq&filters[0][value]=day&filters[1][field]=date&filters[1][operator]=between&filters[1][value][0]=${start}&filters[1][value][1]=${end}`;
};

async function openDiff() {
  const app = await renderPage(route());
  const page = await screen.findByTestId('resource-report.diff', {}, FIRST);
  const links = await within(page).findAllByText('差异明细', {}, FIRST);
  return { app, page, row: links[0]!.closest('tr') as HTMLElement };
}

describe('diff report', () => {
  it('a day row opens its detail, whose total is the row difference', { timeout: 180_000 }, async () => {
    const { app, row } = await openDiff();
    const diffAmount = [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
    await app.user.click(within(row).getByText('差异明细'));
    const drawer = await screen.findByTestId(/sub-list-(transfers|orders)/, {}, FIRST);
    const total = await within(drawer).findByTestId('summary-row', {}, FIRST);
    const amount = total.textContent!.match(/-?[\d,]+\.\d\d/)![0];
    expect(diffAmount).toContain(amount);
    expect(formatAmount(Number(amount.replace(/,/g, '')))).toBe(amount);
  });

  it(
    'marks a day row handled with a remark (at least 4 characters), after the confirm text',
    { timeout: 120_000 },
    async () => {
      const posts = recordCalls('/api/report/diff/handle');
      const { app, row } = await openDiff();
      await app.user.click(within(row).getByText('标记已处理'));
      const dialog = await screen.findByRole('dialog', {}, FIRST);
      expect(dialog).toHaveTextContent('标记为已处理后仍可在列表中查看，确定？');
      const remark = within(dialog).getByRole('textbox');
      await app.user.type(remark, 'abc');
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      await new Promise((r) => setTimeout(r, 300));
      expect(posts).toHaveLength(0);
      await app.user.type(remark, 'd');
      await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(await screen.findByText('已标记为已处理')).toBeInTheDocument();
    },
  );
});
