// The game area's registration (classify, games and the bet order lists): its menu, keys, role-template grants and the endpoints
// each page calls. Data only: mocks/lib/registry.ts reads it on every floor (mocks/README.md, "A page registers itself").
import type { AreaRegistration } from '@mocks/lib/registration';

export const registration: AreaRegistration = {
  key: 'game',
  group: { id: 100, icon: 'AppstoreOutlined', sort: 1 },
  endpoints: {
    'GET /api/game/betOrder/view': 'open',
  },
  pages: [
    {
      key: 'game.classify',
      menu: { id: 101, sort: 1 },
      actions: { 'game.classify.save': 1007 },
      grants: {
        team: ['game.classify', 'game.classify.save'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'game.classify',
        'GET /api/game/classify/list': 'game.classify',
        'POST /api/game/classify/save': { key: 'game.classify.save', target: { type: 'classify' } },
      },
    },
    {
      key: 'game.index',
      menu: { id: 102, sort: 2 },
      actions: { 'game.index.save': 1008, 'game.index.batchSet': 1009 },
      grants: {
        team: ['game.index', 'game.index.save', 'game.index.batchSet'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'game.index',
        'GET /api/game/classify/list': 'game.index',
        'GET /api/game/index/list': 'game.index',
        'POST /api/game/index/save': {
          key: 'game.index.save',
          target: { type: 'game', id: (body, answer) => body.id ?? (answer as { gid?: unknown } | null)?.gid },
        },
        'POST /api/game/index/batchSet': { key: 'game.index.batchSet', target: { type: 'game', id: 'ids' } },
      },
    },
    {
      key: 'game.betOrder',
      menu: { id: 103, sort: 3, icon: 'FileTextOutlined' },
      moreMenu: [
        {
          id: 107,
          sort: 7,
          path: '/game/betOrder/detail',
          component: 'game/betOrderDetail',
          permission: 'game.betOrder',
          title: 'pages.game.betOrderDetail',
          keepAlive: 0,
          hidden: 1,
        },
      ],
      actions: { 'game.betOrder.changeStatus': 1010 },
      grants: {
        team: ['game.betOrder', 'game.betOrder.changeStatus'],
      },
      calls: {
        'GET /api/game/betOrder/list': 'game.betOrder',
        'GET /api/game/betOrder/detail': 'game.betOrder',
        'POST /api/game/betOrder/changeStatus': 'game.betOrder.changeStatus',
      },
    },
    {
      key: 'game.adjustment',
      menu: { id: 104, sort: 4 },
      grants: {
        team: ['game.adjustment'],
      },
      calls: {
        'GET /api/game/adjustment/list': 'game.adjustment',
        'GET /api/game/betOrder/detail': 'game.adjustment',
      },
    },
    {
      key: 'game.pending',
      menu: { id: 105, sort: 5 },
      grants: {
        team: ['game.pending'],
      },
      calls: {
        'GET /api/game/pending/list': 'game.pending',
        'GET /api/game/betOrder/detail': 'game.pending',
      },
    },
    {
      key: 'game.failed',
      menu: { id: 106, sort: 6 },
      grants: {
        team: ['game.failed'],
      },
      calls: {
        'GET /api/game/failed/list': 'game.failed',
        'GET /api/game/betOrder/detail': 'game.failed',
      },
    },
  ],
};
