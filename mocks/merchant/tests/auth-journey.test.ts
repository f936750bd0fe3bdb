// @vitest-environment node
// Issue 25's merchant-admin journey on the mock: the demo team admin (商户团队, the merchant admin template) makes a
// role for its merchant 金龙娱乐 holding the bill page and its confirm key, and an account with it; the account signs
// in, sees only its merchant's bills of last month and confirms its own, and cannot reach another merchant's.
import { describe, expect, it } from 'vitest';
import { mockAesKey } from '@mocks/lib/aes-key';
import { dayOf, listAll, warmReports } from '@mocks/report/tests/support';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { MenuItem } from '@/api/common';
import type { BillRow } from '@/api/merchant-bill';
import { encryptText } from '@/lib/password-cipher';

withMockServer();
warmReports();

const [y, m] = dayOf(0).slice(0, 7).split('-').map(Number) as [number, number];
const LAST = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;

describe('a merchant admin creates an account that confirms its own bills', () => {
  it(
    'team admin -> role + account for 金龙娱乐 -> sign in -> its bills only -> confirm its own',
    { timeout: 300_000 },
    async () => {
      const admin = await login();
      expect((await call('/api/merchant/bill/generate', { token: admin, body: { month: LAST } })).state).toBe(1);

      const team = await login('team');
      const role = await call<{ id: number }>('/api/merchant/authRole/save', {
        token: team,
        body: {
          name: '金龙财务',
          code: 'jinlong_fin',
          sort: 1,
          status: 1,
          remark: '',
          userType: 3,
          merchantId: 101,
          permissions: ['merchant.bill.confirm'],
        },
      });
      expect(role.state, role.msg).toBe(1);
      const account = await call('/api/merchant/authUser/save', {
        token: team,
        body: {
          username: 'jinlong_fin',
          nickname: '金龙财务',
          password: encryptText('secret9', mockAesKey()),
          type: 3,
          merchantId: 101,
          roleId: role.result.id,
          status: 1,
        },
      });
      expect(account.state, account.msg).toBe(1);

      const token = await login('jinlong_fin', 'secret9');
      const menu = (await call<MenuItem[]>('/api/user/userMenu', { token })).result;
      expect(menu.map((i) => i.path)).toEqual(['/merchant', '/merchant/bill']);
      const mine = await listAll<BillRow>(token, '/api/merchant/bill/list', { month: LAST });
      expect(mine.list.length).toBeGreaterThan(0);
      expect(mine.list.every((b) => b.merchantId === 101)).toBe(true);
      const all = await listAll<BillRow>(admin, '/api/merchant/bill/list', { month: LAST });
      const other = all.list.find((b) => b.merchantId !== 101 && b.status === 1)!;
      expect((await call('/api/merchant/bill/confirm', { token, body: { id: other.id } })).state).toBe(0);
      const own = mine.list.find((b) => b.status === 1)!;
      const confirmed = await call<BillRow>('/api/merchant/bill/confirm', { token, body: { id: own.id } });
      expect(confirmed.state, confirmed.msg).toBe(1);
      expect(confirmed.result).toMatchObject({ status: 2, confirmBy: 'jinlong_fin' });
      // Its role holds no pay key.
      expect((await call('/api/merchant/bill/pay', { token, body: { id: own.id, paidAmount: 1 } })).msg).toBe('无权限');
    },
  );
});
