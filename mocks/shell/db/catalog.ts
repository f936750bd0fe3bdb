// Menu, permission keys, roles and demo accounts: the fixed part of the platform's admin data.
import type { MenuItem, Role, UserType } from '@/api/common';

type Area = { key: string; icon: string; pages: readonly string[] };

const AREAS: readonly Area[] = [
  {
    key: 'game',
    icon: 'AppstoreOutlined',
    pages: ['classify', 'index', 'betOrder', 'adjustment', 'pending', 'failed'],
  },
  {
    key: 'control',
    icon: 'ControlOutlined',
    pages: [
      'bet',
      'combine',
      'combineLogic',
      'combineReportMemory',
      'combineReportTotal',
      'combineTest',
      'game',
      'gameRtpCorrection',
    ],
  },
  {
    key: 'merchant',
    icon: 'ShopOutlined',
    pages: ['index', 'team', 'rate', 'bill', 'authMenu', 'authRole', 'authUser', 'operationLog'],
  },
  { key: 'player', icon: 'TeamOutlined', pages: ['page', 'info', 'online', 'rtp', 'translateWallet'] },
  { key: 'report', icon: 'BarChartOutlined', pages: ['balance', 'currency', 'diff', 'game', 'merchant', 'player'] },
  {
    key: 'system',
    icon: 'SettingOutlined',
    pages: [
      'authMenu',
      'authRole',
      'authUser',
      'config',
      'javaConfig',
      'crontab',
      'currency',
      'currencyConfig',
      'currencyRate',
      'operationLog',
      'runtimeLog',
    ],
  },
];

const PAGE_ICONS: Record<string, string> = {
  'game.betOrder': 'FileTextOutlined',
  'player.page': 'UserOutlined',
  'player.online': 'WifiOutlined',
  'report.game': 'LineChartOutlined',
  'system.config': 'ToolOutlined',
};

// Pages whose state is cheap to rebuild are not kept alive, so the console sees both values.
const NOT_KEPT_ALIVE = new Set(['player.info', 'system.runtimeLog']);

// External links (no component) hold a key of their own, like a page.
const LINK_PERMISSIONS = ['system.apiDocs'] as const;

function buildMenu(): MenuItem[] {
  const items: MenuItem[] = [];
  AREAS.forEach((area, a) => {
    const groupId = (a + 1) * 100;
    const firstPage = area.pages[0] ?? '';
    items.push({
      id: groupId,
      parentId: 0,
      path: `/${area.key}`,
      component: '',
      permission: '',
      title: `groups.${area.key}`,
      icon: area.icon,
      keepAlive: 1,
      hidden: 0,
      redirect: `/${area.key}/${firstPage}`,
      sort: a + 1,
    });
    area.pages.forEach((page, p) => {
      const key = `${area.key}.${page}`;
      items.push({
        id: groupId + p + 1,
        parentId: groupId,
        path: `/${area.key}/${page}`,
        component: `${area.key}/${page}`,
        permission: key,
        title: `pages.${key}`,
        icon: PAGE_ICONS[key] ?? '',
        keepAlive: NOT_KEPT_ALIVE.has(key) ? 0 : 1,
        hidden: 0,
        sort: p + 1,
      });
    });
  });
  const game = AREAS[0]?.pages.length ?? 0;
  const system = AREAS[5]?.pages.length ?? 0;
  items.push(
    {
      id: 100 + game + 1,
      parentId: 100,
      path: '/game/betOrder/detail',
      component: 'game/betOrderDetail',
      permission: 'game.betOrder',
      title: 'pages.game.betOrderDetail',
      icon: '',
      keepAlive: 0,
      hidden: 1,
      sort: game + 1,
    },
    {
      id: 600 + system + 1,
      parentId: 600,
      path: 'https://docs.example.com/platform-api',
      component: '',
      // A key of its own: sharing 系统配置's would hang that page's actions under the link in the role tree.
      permission: LINK_PERMISSIONS[0],
      title: 'pages.system.apiDocs',
      icon: 'LinkOutlined',
      keepAlive: 0,
      hidden: 0,
      sort: system + 1,
    },
  );
  return items;
}

export const MENU_ITEMS: readonly MenuItem[] = buildMenu();

export const PAGE_PERMISSIONS: readonly string[] = AREAS.flatMap((a) => a.pages.map((p) => `${a.key}.${p}`));

export const PLAYER_TAB_PERMISSIONS = [
  'player.info',
  'player.gameStats',
  'player.betOrder',
  'player.onlineLog',
  'player.translateLog',
  'player.balanceLog',
  'player.updateBalance',
] as const;

export const ACTION_PERMISSIONS = [
  'game.classify.save',
  'game.index.save',
  'game.index.batchSet',
  'game.betOrder.changeStatus',
  'player.page.update',
  'player.page.kickOut',
  'player.page.resetGame',
  'player.rtp.save',
  'player.rtp.delete',
  'system.config.save',
  'system.config.remove',
  'system.config.refreshCache',
  'system.javaConfig.save',
  'system.javaConfig.remove',
  'system.javaConfig.publish',
  'system.crontab.save',
  'system.crontab.remove',
  'system.crontab.changeStatus',
  'system.crontab.run',
  'system.currency.save',
  'system.currency.remove',
  'system.currencyConfig.save',
  'system.currencyRate.save',
  'system.currencyRate.remove',
  'system.authMenu.save',
  'system.authMenu.remove',
  'system.authRole.save',
  'system.authRole.remove',
  'system.authUser.save',
  'system.authUser.remove',
  'system.authUser.resetPassword',
  'report.diff.handle',
  // The merchant area (merchant.md 2.1-2.5).
  'merchant.index.save',
  'merchant.index.changeStatus',
  'merchant.index.resetKey',
  'merchant.team.save',
  'merchant.team.remove',
  'merchant.rate.save',
  'merchant.bill.generate',
  'merchant.bill.adjust',
  'merchant.bill.confirm',
  'merchant.bill.pay',
  'merchant.authMenu.save',
  'merchant.authMenu.remove',
  'merchant.authRole.save',
  'merchant.authRole.remove',
  'merchant.authUser.save',
  'merchant.authUser.remove',
  'merchant.authUser.resetPassword',
  // The internal control area (control.md 1.1-1.9), platform only.
  'control.combine.save',
  'control.combine.remove',
  'control.combine.generate',
  'control.combineLogic.save',
  'control.combineReportMemory.reset',
  'control.combineTest.run',
  'control.combineTest.stop',
  'control.combineTest.remove',
  'control.game.save',
  'control.bet.review',
  'control.gameRtpCorrection.save',
] as const;

export const ALL_PERMISSIONS: readonly string[] = [
  ...new Set([...PAGE_PERMISSIONS, ...LINK_PERMISSIONS, ...PLAYER_TAB_PERMISSIONS, ...ACTION_PERMISSIONS]),
];

/**
 * Keys of lists without merchant data (back-office README 0.4): a merchant-side role can never hold them, and the
 * merchant menu tree (auth.md 5.1) leaves their items out.
 */
export function isPlatformOnly(key: string): boolean {
  return /^(control|system)\./.test(key) || /^merchant\.(rate|authMenu)(\.|$)/.test(key);
}

/** The merchant menu tree mirrors the system tree's merchant-side items with ids shifted by this (mock-data.md 6.1). */
export const MERCHANT_MENU_ID_OFFSET = 10_000;

// The team template is the demo merchant admin (issue 25's journey: a team admin creates a merchant account whose role
// confirms its own bills), so beyond its pages it holds the bill confirm and the merchant auth keys a team admin needs.
// Every key it held before stays (auth.md 5.5: nothing it sees today disappears).
const TEAM_ADMIN_KEYS = [
  'merchant.bill.confirm',
  'merchant.authRole',
  'merchant.authRole.save',
  'merchant.authRole.remove',
  'merchant.authUser',
  'merchant.authUser.save',
  'merchant.authUser.remove',
  'merchant.authUser.resetPassword',
  'merchant.operationLog',
];
const TEAM_PERMISSIONS = ALL_PERMISSIONS.filter(
  (k) =>
    /^(game|player|report)\./.test(k) ||
    ['merchant.index', 'merchant.team', 'merchant.bill', ...TEAM_ADMIN_KEYS].includes(k),
);

export const ROLES: readonly Role[] = [
  { id: 1, name: '超级管理员', permissions: [...ALL_PERMISSIONS] },
  { id: 2, name: '商户团队', permissions: TEAM_PERMISSIONS },
  {
    id: 3,
    name: '商户',
    permissions: [
      'player.page',
      'player.info',
      'player.online',
      'player.translateWallet',
      'player.gameStats',
      'player.betOrder',
      'player.translateLog',
      'player.balanceLog',
    ],
  },
  { id: 4, name: '空角色', permissions: [] },
];

export type Account = {
  id: number;
  username: string;
  password: string;
  nickname: string;
  type: UserType;
  roleId: number;
  disabled: boolean;
  /** The data scope (README 0.4): a team user's team, a merchant user's merchant (and its team); 0 when not bound. */
  merchantTeamId: number;
  merchantId: number;
};

type Scope = Pick<Account, 'type' | 'merchantTeamId' | 'merchantId'>;
const ADMIN: Scope = { type: 1, merchantTeamId: 0, merchantId: 0 };
// 金龙团队 and its merchant 金龙娱乐 (mocks/shell/db/seed-org.ts).
const TEAM: Scope = { type: 2, merchantTeamId: 1, merchantId: 0 };
const MERCHANT: Scope = { type: 3, merchantTeamId: 1, merchantId: 101 };

// Every demo password is the username followed by 123.
const account = (id: number, username: string, nickname: string, scope: Scope, roleId: number, disabled = false) => ({
  id,
  username,
  password: `${username}123`,
  nickname,
  ...scope,
  roleId,
  disabled,
});

export const ACCOUNTS: readonly Account[] = [
  account(1, 'admin', '系统管理员', ADMIN, 1),
  account(2, 'team', '团队运营', TEAM, 2),
  account(3, 'merchant', '商户运营', MERCHANT, 3),
  account(4, 'nobody', '无权限用户', MERCHANT, 4),
  account(5, 'disabled', '已停用账号', MERCHANT, 3, true),
];
