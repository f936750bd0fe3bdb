// @vitest-environment node
// The merchant menu tree (auth.md 5.1, mock-data.md 6.1): the system tree's merchant-side items, ids + 10000, never a
// platform-only key (README 0.4); type 2 and 3 users get it from userMenu, type 1 the system tree; the demo team and
// merchant accounts keep every page they saw when they were served the system tree.
import { describe, expect, it } from 'vitest';
import { menuForRole } from '@mocks/lib/menu-filter';
import { isPlatformOnly, MENU_ITEMS, MERCHANT_MENU_ID_OFFSET, ROLES } from '@mocks/domain/staff/catalog';
import { menuRecords } from '@mocks/domain/staff/auth-store';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { MenuItem } from '@/api/common';

withMockServer();

const menuOf = async (username: string) =>
  (await call<MenuItem[]>('/api/user/userMenu', { token: await login(username) })).result;
const pages = (items: readonly MenuItem[]) =>
  items.filter((i) => i.component || /^https?:/.test(i.path)).map((i) => i.path);

// What the demo accounts saw before the merchant tree, when userMenu served everyone the system tree.
const SEEN_BEFORE = {
  team: [
    '/game/classify',
    '/game/index',
    '/game/betOrder',
    '/game/adjustment',
    '/game/pending',
    '/game/failed',
    '/game/betOrder/detail',
    '/merchant/index',
    '/merchant/team',
    '/merchant/bill',
    '/player/page',
    '/player/info',
    '/player/online',
    '/player/rtp',
    '/player/translateWallet',
    '/report/balance',
    '/report/currency',
    '/report/diff',
    '/report/game',
    '/report/merchant',
    '/report/player',
  ],
  merchant: ['/player/page', '/player/info', '/player/online', '/player/translateWallet'],
};

describe('the merchant menu tree', () => {
  const system = menuRecords('system');
  const merchant = menuRecords('merchant');

  it('mirrors the system tree without its platform-only items: same names, ids and parents + 10000', () => {
    expect(merchant.length).toBeGreaterThan(40);
    expect(merchant.every((i) => i.id >= MERCHANT_MENU_ID_OFFSET)).toBe(true);
    expect(system.every((i) => i.id < MERCHANT_MENU_ID_OFFSET)).toBe(true);
    for (const item of merchant) {
      const twin = system.find((i) => i.id === item.id - MERCHANT_MENU_ID_OFFSET);
      expect(twin, item.path).toBeDefined();
      expect(item).toEqual({
        ...twin,
        id: item.id,
        parentId: twin!.parentId ? twin!.parentId + MERCHANT_MENU_ID_OFFSET : 0,
      });
    }
    const keys = merchant.map((i) => i.permission).filter(Boolean);
    expect(keys.filter(isPlatformOnly)).toEqual([]);
    expect(keys).not.toContain('merchant.rate');
    expect(keys).not.toContain('merchant.authMenu.save');
    expect(keys).toEqual(
      expect.arrayContaining(['merchant.bill.confirm', 'merchant.authUser.save', 'player.updateBalance']),
    );
    // Groups left without children go (控制, 系统).
    expect(merchant.filter((i) => i.type === 1).map((i) => i.path)).toEqual([
      '/game',
      '/merchant',
      '/player',
      '/report',
    ]);
  });

  it('covers every key the merchant templates hold', () => {
    const keys = new Set(merchant.map((i) => i.permission));
    // The merchant templates (商户团队, 商户, 空角色); 超级管理员, 平台管理员 and 复核员 are the platform's.
    for (const role of ROLES.filter((r) => r.id >= 2 && r.id <= 4)) {
      expect(
        role.permissions.filter((k) => !keys.has(k)),
        role.name,
      ).toEqual([]);
    }
  });
});

describe('userMenu by user type', () => {
  it('gives platform staff the system tree and type 2/3 users the merchant tree', async () => {
    expect(await menuOf('admin')).toEqual(MENU_ITEMS);
    for (const username of ['team', 'merchant']) {
      const menu = await menuOf(username);
      expect(menu.length, username).toBeGreaterThan(0);
      expect(
        menu.every((i) => i.id >= MERCHANT_MENU_ID_OFFSET),
        username,
      ).toBe(true);
    }
    expect(await menuOf('nobody')).toEqual([]);
  });

  it('keeps every page the demo team and merchant accounts saw before; the same pages the system tree gives their keys', async () => {
    for (const username of ['team', 'merchant'] as const) {
      const after = pages(await menuOf(username));
      expect(after, username).toEqual(expect.arrayContaining(SEEN_BEFORE[username]));
      const role = ROLES.find((r) => r.id === (username === 'team' ? 2 : 3))!;
      expect(after, username).toEqual(pages(menuForRole(MENU_ITEMS, role.permissions)));
    }
    // The team template is the demo merchant admin: its auth pages come on top of what it saw.
    expect(pages(await menuOf('team'))).toEqual(
      expect.arrayContaining(['/merchant/authRole', '/merchant/authUser', '/merchant/operationLog']),
    );
    // Exactly the template's pages, derived from the templates (a page granted to 商户 later joins without an edit here).
    const merchantKeys = new Set(ROLES.find((r) => r.id === 3)!.permissions);
    expect(pages(await menuOf('merchant'))).toEqual(
      pages(MENU_ITEMS.filter((i) => i.parentId !== 0 && merchantKeys.has(i.permission))),
    );
  });
});
