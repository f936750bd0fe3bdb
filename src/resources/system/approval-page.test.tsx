// The approvals page against the mock's seeds (operations.md 7.1: six balance requests made by `ops`; 1-3 pending,
// 2 over 50,000 CNY, 6 expired): the drawer's before/after, the decision absent for the maker and disabled with the
// reason for a checker lacking a key or on an expired request, and a reject's remark.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { mockServer } from '@mocks/node';
import { i18n } from '@/i18n/i18n';
import { recordBodies } from '@tests/record-calls';
import { drawerTitled } from '@tests/support/drawer';
import type { SignInAs } from '@tests/render';
import { renderPage } from '@tests/support/page-harness';

const SLOW = 120_000;
const LOAD = { timeout: 60_000 };
const open = (id: number, as: SignInAs = 'admin') =>
  renderPage('system.approval', { as, route: `/system/approval?id=${id}` });
const button = (drawer: HTMLElement, name: RegExp) => within(drawer).queryByRole('button', { name });
const APPROVE = /通\s*过/;
const REJECT = /驳\s*回/;

describe('approvals page', () => {
  it(
    'opens a request with the before/after of each field, the amount in CNY, the reason and the people',
    async () => {
      await open(2);
      const drawer = await drawerTitled('审批 #2', LOAD.timeout);
      const changes = await within(drawer).findByTestId('approval-changes', {}, LOAD);
      const row = within(changes).getByText('余额', { exact: true }).closest('tr')!;
      const [before, after] = [...row.querySelectorAll('td')].slice(1).map((td) => Number(td.textContent));
      expect(after! - before!).toBeCloseTo(58000, 2);
      const facts = within(drawer).getByTestId('approval-facts');
      expect(facts).toHaveTextContent('58,000.00 CNY');
      expect(facts).toHaveTextContent('VIP 充值未到账补单');
      expect(facts).toHaveTextContent('ops');
      expect(facts).toHaveTextContent('待审批');
      expect(facts).toHaveTextContent('过期时间');
      // admin is not the maker and holds every key: both decisions are open.
      expect(button(drawer, APPROVE)).toBeEnabled();
      expect(button(drawer, REJECT)).toBeEnabled();
    },
    SLOW,
  );

  it(
    'has no approve or reject for the maker, who may withdraw instead',
    async () => {
      const app = await open(1, { username: 'ops', password: 'ops123' });
      const drawer = await drawerTitled('审批 #1', LOAD.timeout);
      await within(drawer).findByText('这是您提交的申请，不能由您本人审批。', {}, LOAD);
      expect(button(drawer, APPROVE)).toBeNull();
      expect(button(drawer, REJECT)).toBeNull();
      // The maker may withdraw it while it is pending.
      await app.user.click(button(drawer, /撤回申请/)!);
      await waitFor(() => expect(within(drawer).getByTestId('approval-facts')).toHaveTextContent('已撤回'));
      expect(button(drawer, /撤回申请/)).toBeNull();
    },
    SLOW,
  );

  it(
    "disables them with the reason, which the buttons point to, for a checker without the action's key",
    async () => {
      await open(1, addTestAccount(['system.approval', 'system.approval.review']));
      const drawer = await drawerTitled('审批 #1', LOAD.timeout);
      const reason = await within(drawer).findByTestId('decision-reason', {}, LOAD);
      expect(reason).toHaveTextContent('您没有此操作的权限（修改玩家余额），不能审批');
      expect(button(drawer, APPROVE)).toBeDisabled();
      expect(button(drawer, REJECT)).toBeDisabled();
      expect(button(drawer, APPROVE)).toHaveAttribute('aria-describedby', reason.id);
    },
    SLOW,
  );

  it(
    'disables them with the reason for a user without the review key',
    async () => {
      await open(1, addTestAccount(['system.approval', 'player.updateBalance']));
      const drawer = await drawerTitled('审批 #1', LOAD.timeout);
      expect(await within(drawer).findByTestId('decision-reason', {}, LOAD)).toHaveTextContent('您没有审批权限');
      expect(button(drawer, APPROVE)).toBeDisabled();
    },
    SLOW,
  );

  it(
    'disables them with the reason on an expired request',
    async () => {
      await open(6);
      const drawer = await drawerTitled('审批 #6', LOAD.timeout);
      expect(await within(drawer).findByTestId('decision-reason', {}, LOAD)).toHaveTextContent('此申请已过期');
      expect(button(drawer, APPROVE)).toBeDisabled();
      expect(button(drawer, REJECT)).toBeDisabled();
    },
    SLOW,
  );

  it(
    'rejects only with a remark of 4-200 characters, then shows the request as decided',
    async () => {
      const bodies = recordBodies('/api/system/approval/reject');
      const app = await open(3);
      const drawer = await drawerTitled('审批 #3', LOAD.timeout);
      await within(drawer).findByTestId('approval-decision', {}, LOAD);
      await app.user.click(button(drawer, REJECT)!);
      expect(await within(drawer).findByText('驳回须填写审批意见（4-200 个字符）')).toBeInTheDocument();
      const remark = within(drawer).getByLabelText('审批意见');
      await app.user.type(remark, '不对');
      await app.user.click(button(drawer, REJECT)!);
      expect(await within(drawer).findByText('审批意见须为 4-200 个字符')).toBeInTheDocument();
      expect(bodies).toHaveLength(0);
      await app.user.clear(remark);
      await app.user.type(remark, '金额与工单不符');
      await app.user.click(button(drawer, REJECT)!);
      await waitFor(() => expect(bodies).toEqual([{ id: 3, remark: '金额与工单不符' }]));
      expect(await within(drawer).findByTestId('decision-reason', {}, LOAD)).toHaveTextContent('此申请已处理');
      expect(within(drawer).getByTestId('approval-facts')).toHaveTextContent('已驳回');
      // The list asked again: the pending view no longer lists #3.
      await waitFor(() => expect(screen.queryByRole('link', { name: '打开审批 #3' })).toBeNull());
    },
    SLOW,
  );

  it(
    'an approve that meets a dropped connection says so once, leaves the request pending, and a second press applies it',
    async () => {
      const bodies = recordBodies('/api/system/approval/approve');
      mockServer.use(mswHttp.post('*/api/system/approval/approve', () => HttpResponse.error(), { once: true }));
      const app = await open(2);
      const drawer = await drawerTitled('审批 #2', LOAD.timeout);
      await within(drawer).findByTestId('approval-decision', {}, LOAD);
      await app.user.click(button(drawer, APPROVE)!);
      await waitFor(() => expect(screen.getAllByText(i18n.t('common:http.network'))).toHaveLength(1));
      expect(within(drawer).getByTestId('approval-facts')).toHaveTextContent('待审批');
      await waitFor(() => expect(button(drawer, APPROVE)).toBeEnabled());
      await app.user.click(button(drawer, APPROVE)!);
      await waitFor(() => expect(within(drawer).getByTestId('approval-facts')).toHaveTextContent('已通过'), LOAD);
      expect(bodies).toEqual([{ id: 2 }, { id: 2 }]);
    },
    SLOW,
  );
});
