// What each endpoint needs (back-office README 0.5), one row per msw handler, keyed "<METHOD> <path>" with the
// handler's path without its `*` prefix. A list of keys means the caller's role must hold at least one of them: the
// page key for lists and details, `<page>.<action>` for POST actions (save -> .save, remove -> .remove). Several keys
// mean the console calls the endpoint from several pages. SIGNED_IN is any valid token; OPEN needs none (login, and
// what a browser opens without headers: the order view a frame loads, the export file a link downloads).
// An endpoint missing here is refused (fails closed), so a new handler without a row shows up at once.
export const OPEN = 'open';
export const SIGNED_IN = 'signed-in';

export type EndpointAccess = typeof OPEN | typeof SIGNED_IN | readonly [string, ...string[]];

const BET_ORDER_PAGES = ['game.betOrder', 'game.adjustment', 'game.pending', 'game.failed'] as const;

export const ENDPOINT_PERMISSIONS: Readonly<Record<string, EndpointAccess>> = {
  'POST /api/user/login': OPEN,
  'POST /api/auth/logout': SIGNED_IN,
  'GET /api/common/userInfo': SIGNED_IN,
  'GET /api/user/userMenu': SIGNED_IN,
  'GET /api/common/initSelectData': SIGNED_IN,
  'GET /api/common/ping': SIGNED_IN,
  'POST /api/common/upload': SIGNED_IN,
  'GET /api/export/task/list': SIGNED_IN,
  'POST /api/export/task/remove': SIGNED_IN,
  'GET /api/export/task/newCount': SIGNED_IN,
  'GET /api/export/task/download': OPEN,

  'GET /api/player/page': ['player.page'],
  'POST /api/player/update': ['player.page.update'],
  'POST /api/player/kickOut': ['player.page.kickOut'],
  'POST /api/player/resetGame': ['player.page.resetGame'],
  'GET /api/player/online/list': ['player.online'],
  'GET /api/player/translateWallet/list': ['player.translateWallet'],
  'GET /api/player/rtp/list': ['player.rtp'],
  // Also the RTP links of the player detail's info tab.
  'POST /api/player/rtp/save': ['player.rtp.save'],
  'POST /api/player/rtp/delete': ['player.rtp.delete'],
  // The player detail, tab by tab; the balance refresh belongs to the info tab.
  'GET /api/player/info': ['player.info'],
  'GET /api/player/balance': ['player.info'],
  'POST /api/player/updateBalance': ['player.updateBalance'],
  'GET /api/player/gameStats': ['player.gameStats'],
  'GET /api/player/betOrder': ['player.betOrder'],
  'GET /api/player/onlineLog': ['player.onlineLog'],
  'GET /api/player/translateLog': ['player.translateLog'],
  'GET /api/player/balanceLog': ['player.balanceLog'],

  // Also the game list's category look-up (filter and form).
  'GET /api/game/classify/list': ['game.classify', 'game.index'],
  'POST /api/game/classify/save': ['game.classify.save'],
  'GET /api/game/index/list': ['game.index'],
  'POST /api/game/index/save': ['game.index.save'],
  'POST /api/game/index/batchSet': ['game.index.batchSet'],
  'GET /api/game/betOrder/list': ['game.betOrder'],
  'GET /api/game/adjustment/list': ['game.adjustment'],
  'GET /api/game/pending/list': ['game.pending'],
  'GET /api/game/failed/list': ['game.failed'],
  // The order id of every game bet order list, of the player detail's bet order tab and of a risk bet opens it.
  'GET /api/game/betOrder/detail': [...BET_ORDER_PAGES, 'player.betOrder', 'control.bet'],
  'GET /api/game/betOrder/view': OPEN,
  'POST /api/game/betOrder/changeStatus': ['game.betOrder.changeStatus'],

  'GET /api/system/config/list': ['system.config'],
  'POST /api/system/config/save': ['system.config.save'],
  'POST /api/system/config/remove': ['system.config.remove'],
  'POST /api/system/config/refreshCache': ['system.config.refreshCache'],
  'GET /api/system/javaConfig/list': ['system.javaConfig'],
  'POST /api/system/javaConfig/save': ['system.javaConfig.save'],
  'POST /api/system/javaConfig/remove': ['system.javaConfig.remove'],
  'POST /api/system/javaConfig/publish': ['system.javaConfig.publish'],
  'GET /api/system/crontab/list': ['system.crontab'],
  'POST /api/system/crontab/save': ['system.crontab.save'],
  'POST /api/system/crontab/remove': ['system.crontab.remove'],
  'POST /api/system/crontab/changeStatus': ['system.crontab.changeStatus'],
  'POST /api/system/crontab/run': ['system.crontab.run'],
  // The run log is part of the job page (a drawer per job).
  'GET /api/system/crontab/log': ['system.crontab'],
  'GET /api/system/currency/list': ['system.currency'],
  'POST /api/system/currency/save': ['system.currency.save'],
  'POST /api/system/currency/remove': ['system.currency.remove'],
  'GET /api/system/currencyConfig/list': ['system.currencyConfig'],
  'POST /api/system/currencyConfig/save': ['system.currencyConfig.save'],
  'GET /api/system/currencyRate/list': ['system.currencyRate'],
  'POST /api/system/currencyRate/save': ['system.currencyRate.save'],
  'POST /api/system/currencyRate/remove': ['system.currencyRate.remove'],
  'GET /api/system/operationLog/list': ['system.operationLog'],
  'GET /api/system/runtimeLog/list': ['system.runtimeLog'],
  // The menu list is also the parent picker of the menu form.
  'GET /api/system/authMenu/list': ['system.authMenu'],
  'POST /api/system/authMenu/save': ['system.authMenu.save'],
  'POST /api/system/authMenu/remove': ['system.authMenu.remove'],
  'GET /api/system/authRole/list': ['system.authRole', 'system.authUser'],
  'GET /api/system/authRole/permissionTree': ['system.authRole'],
  'POST /api/system/authRole/save': ['system.authRole.save'],
  'POST /api/system/authRole/remove': ['system.authRole.remove'],
  'GET /api/system/authUser/list': ['system.authUser'],
  'POST /api/system/authUser/save': ['system.authUser.save'],
  'POST /api/system/authUser/remove': ['system.authUser.remove'],
  // The merchant set (auth.md 5.1, merchant.md 2.5): the same rows on the merchant tree, roles and accounts.
  'GET /api/merchant/authMenu/list': ['merchant.authMenu'],
  'POST /api/merchant/authMenu/save': ['merchant.authMenu.save'],
  'POST /api/merchant/authMenu/remove': ['merchant.authMenu.remove'],
  'GET /api/merchant/authRole/list': ['merchant.authRole', 'merchant.authUser'],
  'GET /api/merchant/authRole/permissionTree': ['merchant.authRole'],
  'POST /api/merchant/authRole/save': ['merchant.authRole.save'],
  'POST /api/merchant/authRole/remove': ['merchant.authRole.remove'],
  'GET /api/merchant/authUser/list': ['merchant.authUser'],
  'POST /api/merchant/authUser/save': ['merchant.authUser.save'],
  'POST /api/merchant/authUser/remove': ['merchant.authUser.remove'],
  'GET /api/merchant/operationLog/list': ['merchant.operationLog'],

  'GET /api/report/game/list': ['report.game'],
  'GET /api/report/merchant/list': ['report.merchant'],
  'GET /api/report/player/list': ['report.player'],
  'GET /api/report/currency/list': ['report.currency'],
  'GET /api/report/balance/list': ['report.balance'],
  'GET /api/report/diff/list': ['report.diff'],
  'GET /api/report/diff/detail': ['report.diff'],
  'POST /api/report/diff/handle': ['report.diff.handle'],

  'GET /api/merchant/index/list': ['merchant.index'],
  'POST /api/merchant/index/save': ['merchant.index.save'],
  'POST /api/merchant/index/changeStatus': ['merchant.index.changeStatus'],
  'POST /api/merchant/index/resetKey': ['merchant.index.resetKey'],
  'GET /api/merchant/team/list': ['merchant.team'],
  'POST /api/merchant/team/save': ['merchant.team.save'],
  'POST /api/merchant/team/remove': ['merchant.team.remove'],
  'GET /api/merchant/rate/list': ['merchant.rate'],
  'GET /api/merchant/rate/history': ['merchant.rate'],
  'POST /api/merchant/rate/save': ['merchant.rate.save'],
  'GET /api/merchant/bill/list': ['merchant.bill'],
  'POST /api/merchant/bill/generate': ['merchant.bill.generate'],
  'POST /api/merchant/bill/adjust': ['merchant.bill.adjust'],
  'POST /api/merchant/bill/confirm': ['merchant.bill.confirm'],
  'POST /api/merchant/bill/pay': ['merchant.bill.pay'],

  // The internal control area (control.md 1.1-1.9), platform staff only.
  'GET /api/control/combine/list': ['control.combine', 'control.combineLogic'],
  'POST /api/control/combine/save': ['control.combine.save'],
  'POST /api/control/combine/remove': ['control.combine.remove'],
  'POST /api/control/combine/generate': ['control.combine.generate'],
  'GET /api/control/combineLogic/list': ['control.combineLogic', 'control.game'],
  'POST /api/control/combineLogic/save': ['control.combineLogic.save'],
  'GET /api/control/combineReportMemory/list': ['control.combineReportMemory'],
  'POST /api/control/combineReportMemory/reset': ['control.combineReportMemory.reset'],
  'GET /api/control/combineReportTotal/list': ['control.combineReportTotal'],
  'GET /api/control/combineTest/list': ['control.combineTest'],
  'GET /api/control/combineTest/detail': ['control.combineTest'],
  'POST /api/control/combineTest/run': ['control.combineTest.run'],
  'POST /api/control/combineTest/stop': ['control.combineTest.stop'],
  'POST /api/control/combineTest/remove': ['control.combineTest.remove'],
  // 组合逻辑 reads the game's target and bounds to say where a weight set's expected RTP stands.
  'GET /api/control/game/list': ['control.game', 'control.combineLogic'],
  'POST /api/control/game/save': ['control.game.save'],
  'GET /api/control/bet/list': ['control.bet'],
  'POST /api/control/bet/review': ['control.bet.review'],
  'GET /api/control/gameRtpCorrection/list': ['control.gameRtpCorrection'],
  'POST /api/control/gameRtpCorrection/save': ['control.gameRtpCorrection.save'],
};

/** The table's key of a request: its method and its path from `/api/` on (whatever base path is in front). */
export function endpointKey(method: string, pathname: string): string {
  const at = pathname.indexOf('/api/');
  return `${method.toUpperCase()} ${at >= 0 ? pathname.slice(at) : pathname}`;
}

export function endpointAccess(method: string, pathname: string): EndpointAccess | undefined {
  return ENDPOINT_PERMISSIONS[endpointKey(method, pathname)];
}

/** Whether a signed-in caller holding `permissions` may call an endpoint; no entry means no. */
export function mayCall(access: EndpointAccess | undefined, permissions: readonly string[]): boolean {
  if (access === undefined) return false;
  if (access === OPEN || access === SIGNED_IN) return true;
  return access.some((key) => permissions.includes(key));
}
