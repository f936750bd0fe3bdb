// The player area's registration (players, their detail tabs, RTP and transfers): its menu, keys, role-template grants and the endpoints
// each page calls. Data only: mocks/lib/registry.ts reads it on every floor (mocks/README.md, "A page registers itself").
import type { AreaRegistration } from '@mocks/lib/registration';

export const registration: AreaRegistration = {
  key: 'player',
  group: { id: 400, icon: 'TeamOutlined', sort: 4 },
  pages: [
    {
      key: 'player.page',
      menu: { id: 401, sort: 1, icon: 'UserOutlined' },
      actions: { 'player.page.update': 1011, 'player.page.kickOut': 1012, 'player.page.resetGame': 1013 },
      grants: {
        team: ['player.page', 'player.page.update', 'player.page.kickOut', 'player.page.resetGame'],
        merchant: ['player.page'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'player.page',
        'GET /api/player/page': 'player.page',
        'POST /api/player/update': {
          key: 'player.page.update',
          target: { type: 'player', id: (body) => body.id ?? body.playerId },
        },
        'POST /api/player/kickOut': 'player.page.kickOut',
        'POST /api/player/resetGame': 'player.page.resetGame',
      },
    },
    {
      key: 'player.info',
      menu: { id: 402, sort: 2, keepAlive: 0 },
      keys: {
        'player.gameStats': 1001,
        'player.betOrder': 1002,
        'player.onlineLog': 1003,
        'player.translateLog': 1004,
        'player.balanceLog': 1005,
        'player.updateBalance': 1006,
      },
      grants: {
        team: [
          'player.info',
          'player.gameStats',
          'player.betOrder',
          'player.onlineLog',
          'player.translateLog',
          'player.balanceLog',
          'player.updateBalance',
        ],
        merchant: ['player.info', 'player.gameStats', 'player.betOrder', 'player.translateLog', 'player.balanceLog'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'player.info',
        'GET /api/player/info': 'player.info',
        'GET /api/player/balance': 'player.info',
        'POST /api/player/updateBalance': { key: 'player.updateBalance', target: { type: 'player', id: 'playerId' } },
        'GET /api/player/gameStats': 'player.gameStats',
        'GET /api/player/betOrder': 'player.betOrder',
        'GET /api/player/onlineLog': 'player.onlineLog',
        'GET /api/player/translateLog': 'player.translateLog',
        'GET /api/player/balanceLog': 'player.balanceLog',
        'GET /api/game/betOrder/detail': 'player.betOrder',
      },
    },
    {
      key: 'player.online',
      menu: { id: 403, sort: 3, icon: 'WifiOutlined' },
      grants: {
        team: ['player.online'],
        merchant: ['player.online'],
      },
      calls: {
        'GET /api/player/online/list': 'player.online',
      },
    },
    {
      key: 'player.rtp',
      menu: { id: 404, sort: 4 },
      actions: { 'player.rtp.save': 1014, 'player.rtp.delete': 1015 },
      grants: {
        team: ['player.rtp', 'player.rtp.save', 'player.rtp.delete'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'player.rtp',
        'GET /api/player/rtp/list': 'player.rtp',
        'POST /api/player/rtp/save': { key: 'player.rtp.save', target: { type: 'player', id: 'playerId' } },
        'POST /api/player/rtp/delete': {
          key: 'player.rtp.delete',
          target: {
            type: 'player',
            id: (body) => (typeof body.id === 'number' ? Math.floor(body.id / 10) : body.playerId),
          },
        },
      },
    },
    {
      key: 'player.translateWallet',
      menu: { id: 405, sort: 5 },
      grants: {
        team: ['player.translateWallet'],
        merchant: ['player.translateWallet'],
      },
      calls: {
        'GET /api/player/translateWallet/list': 'player.translateWallet',
      },
    },
  ],
};
