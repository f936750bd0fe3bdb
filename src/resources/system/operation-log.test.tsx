import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_PERMISSIONS } from '@mocks/lib/endpoint-permissions';
import { call } from '@mocks/tests/client';
import { auditTarget } from '@mocks/system/handlers/operation-audit';
import { resourceText } from '@/components/resource-kit/resource-text';
import { changeLanguage, i18n } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { getToken } from '@/lib/session-store';
import { OperationLogPage } from '@/resources/system/operation-log';
import { actionLabel, moduleLabel } from '@/components/resource-kit/history/log-labels';
import { recordCalls } from '@tests/record-calls';
import { signIn } from '@tests/render';
import { renderPage } from '@tests/support/page-harness';
import { FIRST_LOAD } from '@tests/support/game-area';

const rowsOf = (page: HTMLElement) => [...page.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');

describe('operation log', () => {
  it('labels every module and verb the server logs, in every language', async () => {
    const targets = [
      ...Object.keys(ENDPOINT_PERMISSIONS)
        .filter((key) => key.startsWith('POST ') && key !== 'POST /api/common/upload')
        .map((key) => auditTarget('POST', key.slice(5))),
    ];
    expect(targets).toContainEqual(expect.objectContaining({ module: 'auth', action: 'login' }));
    for (const { code } of LANGUAGES) {
      await changeLanguage(code);
      const text = resourceText(OperationLogPage.definition, i18n.t.bind(i18n));
      const raw = targets.flatMap(({ module, action }) => {
        const shown = [moduleLabel(module, text), actionLabel(action, text)];
        return shown.filter((label, i) => label === [module, action][i] || /^[a-z]+\./.test(label));
      });
      expect({ code, raw }).toEqual({ code, raw: [] });
    }
  });

  it(
    'shows the menu title and the action label with the keys below; the key filter still works',
    { timeout: 120_000 },
    async () => {
      await signIn('admin');
      const saved = await call('/api/system/authRole/save', {
        token: getToken()!,
        body: { name: '日志角色', code: 'log_role', sort: 1, status: 1, remark: '', permissions: [] },
      });
      expect(saved.state).toBe(1);
      const lists = recordCalls('/api/system/operationLog/list');
      const app = await renderPage('/system/operationLog');
      const page = await screen.findByTestId('resource-system.operationLog', {}, FIRST_LOAD);
      await within(page).findByText('角色管理', {}, FIRST_LOAD);
      const roleRow = rowsOf(page).find((r) => r.textContent?.includes('角色管理'))!;
      expect(cellTexts(roleRow)).toEqual(expect.arrayContaining(['角色管理system.authRole', '保存save']));
      const loginRow = rowsOf(page).find((r) => r.textContent?.includes('登录认证'))!;
      expect(cellTexts(loginRow)).toEqual(expect.arrayContaining(['登录认证auth', '登录login']));

      // The filter takes the key the second line shows.
      await app.user.type(within(page).getByLabelText('模块'), 'auth');
      await app.user.click(within(page).getByTestId('filter-search'));
      await waitFor(() => expect(lists.at(-1)?.searchParams.get('module')).toBe('auth'));
      await waitFor(() => expect(within(page).queryByText('角色管理')).toBeNull());
      expect(rowsOf(page).length).toBeGreaterThan(0);
      expect(rowsOf(page).every((r) => r.textContent?.includes('登录认证auth'))).toBe(true);

      await changeLanguage('en-US');
      expect(await within(page).findAllByText('Sign-in')).not.toHaveLength(0);
      expect(within(page).getAllByText('Sign in').length).toBeGreaterThan(0);
    },
  );
});
