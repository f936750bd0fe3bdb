import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call } from '@mocks/tests/client';
import { getToken } from '@/lib/session-store';
import { recordCalls } from '@tests/record-calls';
import { signIn } from '@tests/render';
import { renderPage } from '@tests/support/page-harness';
import { FIRST_LOAD } from '@tests/support/game-area';

const rowsOf = (page: HTMLElement) => [...page.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
/** The row holding a text; throws until there is one (so waitFor retries). */
function rowWith(page: HTMLElement, text: string): HTMLElement {
  const row = rowsOf(page).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe('merchant operation log', () => {
  it(
    'lists the calls of team and merchant accounts with their team, not the platform staff',
    { timeout: 120_000 },
    async () => {
      // The team's admin saves a role: a call of a type 2 user.
      await signIn('team');
      const saved = await call('/api/merchant/authRole/save', {
        token: getToken()!,
        body: {
          name: '团队日志角色',
          code: 'team_log',
          sort: 1,
          status: 1,
          remark: '',
          permissions: [],
          userType: 2,
          merchantTeamId: 1,
          merchantId: 0,
        },
      });
      expect(saved.state).toBe(1);
      const lists = recordCalls('/api/merchant/operationLog/list');
      await renderPage('/merchant/operationLog');
      const page = await screen.findByTestId('resource-merchant.operationLog', {}, FIRST_LOAD);
      const row = await waitFor(() => rowWith(page, 'merchant.authRole'), FIRST_LOAD);
      // Who made it, with the account's type and team; the module and verb as titles with their keys.
      expect(row).toHaveTextContent('team');
      expect(row).toHaveTextContent('商户团队');
      expect(row).toHaveTextContent('金龙团队');
      expect(row).toHaveTextContent('商户角色merchant.authRole');
      // The admin's own sign-in is the platform log's, not this one.
      expect(rowsOf(page).every((r) => !within(r).queryByText('admin', { exact: true }))).toBe(true);
      expect(lists[0]?.pathname).toBe('/api/merchant/operationLog/list');
    },
  );
});
