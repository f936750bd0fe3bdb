import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@tests/support/page-harness';
import { FIRST_LOAD } from '@tests/support/game-area';
import { resetClockSkew, setClockSkew } from '@mocks/lib/clock';
import { runTest } from '@mocks/control/db/combine-tests';
import { findAccount } from '@mocks/domain/staff/accounts';

describe('control.combineTest', () => {
  it(
    'shows progress, the three-running limit before the server, remove disabled while running, stop with its confirm, and a stopped run’s partial results',
    { timeout: 120_000 },
    async () => {
      // The clock stands still (only Date is faked: timers, polling and events run): three runs of admin's stay
      // running at 0 % however slowly the test goes, where a run would otherwise finish 2 s after its start. The
      // test moves the clock by hand to stop one halfway (setup.ts puts the real clock back after the test).
      vi.useFakeTimers({ toFake: ['Date'] });
      const started = Date.now();
      const admin = { id: findAccount('admin')?.id ?? 0, username: 'admin' };
      for (const spins of [1000, 2000, 3000]) {
        expect(runTest({ gameId: 1001, tier: 1, spins, betAmount: 1 }, admin).ok).toBe(true);
      }
      const app = await renderPage('/control/combineTest');
      const page = await screen.findByTestId('resource-control.combineTest', {}, FIRST_LOAD);
      const running = await within(page).findAllByText('运行中', {}, FIRST_LOAD);
      expect(running.length).toBeGreaterThanOrEqual(3);
      expect(within(page).getAllByRole('progressbar').length).toBeGreaterThanOrEqual(3);

      // Three of this user's runs are running: the button says why it cannot start a fourth.
      const run = within(page).getByRole('button', { name: '运行测试' });
      expect(run).toBeDisabled();
      expect(run).toHaveAccessibleDescription('最多同时运行 3 个测试');

      const rowOf = (spins: string) => within(page).getByText(spins).closest('tr') as HTMLElement;
      const remove = within(rowOf('3,000')).getByRole('button', { name: /删\s*除/ });
      expect(remove).toHaveAttribute('aria-disabled', 'true');
      expect(remove).toHaveAccessibleDescription('运行中的测试不能删除，请先停止');

      // 1 s of the runs' 2 s gone: a stop now keeps floor(3,000 × 50 / 100) = 1,500 spins (control.md 1.5).
      vi.setSystemTime(started + 1_000);
      await app.user.click(within(rowOf('3,000')).getByRole('button', { name: /停\s*止/ }));
      const confirm = (await screen.findByText('停止后保留已模拟的结果，确定停止？')).closest(
        '.ant-popover',
      ) as HTMLElement;
      await app.user.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
      expect(await screen.findByText('测试已停止', {}, { timeout: 20_000 })).toBeInTheDocument();
      await waitFor(() => expect(within(page).getByRole('button', { name: '运行测试' })).toBeEnabled(), {
        timeout: 20_000,
      });

      // The stopped run's row says so, and it can be removed now.
      await waitFor(() => expect(within(rowOf('3,000')).getByText('已停止')).toBeInTheDocument(), { timeout: 20_000 });
      expect(within(rowOf('3,000')).getByRole('button', { name: /删\s*除/ })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );

      // Its detail says its figures are partial, how far it got, and the hits add up to the spins done.
      await app.user.click(within(rowOf('3,000')).getByRole('button', { name: /详\s*情/ }));
      const detail = await screen.findByTestId('combine-test-detail', {}, { timeout: 20_000 });
      expect(within(detail).getByTestId('partial-results')).toHaveTextContent(
        '已停止：以下为停止前模拟的 1,500 / 3,000 次（50%）的部分结果',
      );
      const hits = within(detail).getByRole('table', { name: '各组合命中明细' });
      expect(hits.querySelector('.ant-table-summary')).toHaveTextContent('1,500');
    },
  );

  it(
    'says it is not refreshing while nothing runs; a stop that comes after the run finished says so and shows the results',
    { timeout: 120_000 },
    async () => {
      const app = await renderPage('/control/combineTest');
      const page = await screen.findByTestId('resource-control.combineTest', {}, FIRST_LOAD);
      await within(page).findAllByText('已完成', {}, FIRST_LOAD);
      // The seeded runs have all ended: no call is made, and the page says so.
      const state = within(page).getByTestId('auto-refresh-state');
      expect(state).toHaveTextContent('暂不刷新：没有进行中的项目（有则每 1 秒自动刷新）');

      // A run started by a server clock an hour ahead stays running (at 0 %) while the test goes on.
      const admin = { id: findAccount('admin')?.id ?? 0, username: 'admin' };
      setClockSkew(3_600_000);
      const started = runTest({ gameId: 1001, tier: 1, spins: 7_000, betAmount: 1 }, admin);
      resetClockSkew();
      expect(started.ok).toBe(true);
      await app.user.click(within(page).getByRole('button', { name: '刷新' }));
      const row = (await within(page).findByText('7,000', {}, FIRST_LOAD)).closest('tr') as HTMLElement;
      await waitFor(() => expect(state).toHaveTextContent('每 1 秒自动刷新'));
      // The list stops following it, and the run finishes on the server meanwhile (2 s after its start).
      await app.user.click(within(page).getByTestId('auto-refresh'));
      setClockSkew(3_603_000);
      try {
        await app.user.click(within(row).getByRole('button', { name: /停\s*止/ }));
        const confirm = (await screen.findByText('停止后保留已模拟的结果，确定停止？')).closest(
          '.ant-popover',
        ) as HTMLElement;
        await app.user.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
        const ended = await screen.findByTestId('stop-ended', {}, { timeout: 20_000 });
        expect(ended).toHaveTextContent('该测试在停止之前已经完成（7,000 次全部模拟完毕），无需停止。以下是它的结果。');
        const dialog = ended.closest('.ant-modal') as HTMLElement;
        expect(within(dialog).getByText(/测试 #\d+ 已经结束/)).toBeInTheDocument();
        expect(within(dialog).getByRole('table', { name: '各组合命中明细' })).toBeInTheDocument();
        expect(within(dialog).getByText('7,000 / 7,000')).toBeInTheDocument();
        // Said once, plainly: not the server's refusal in an error modal.
        expect(screen.queryByText('只能停止运行中的测试')).toBeNull();
        expect(document.querySelector('.ant-modal-confirm-error')).toBeNull();
      } finally {
        resetClockSkew();
      }
    },
  );
});
