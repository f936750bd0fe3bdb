// The merchant area's registration (teams, merchants, fee terms, bills and the merchant auth set): its menu, keys, role-template grants and the endpoints
// each page calls. Data only: mocks/lib/registry.ts reads it on every floor (mocks/README.md, "A page registers itself").
import type { AreaRegistration } from '@mocks/lib/registration';

export const registration: AreaRegistration = {
  key: 'merchant',
  group: { id: 300, icon: 'ShopOutlined', sort: 3 },
  pages: [
    {
      key: 'merchant.index',
      menu: { id: 301, sort: 1 },
      actions: { 'merchant.index.save': 1039, 'merchant.index.changeStatus': 1040, 'merchant.index.resetKey': 1041 },
      grants: {
        team: ['merchant.index'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'merchant.index',
        'GET /api/merchant/index/list': 'merchant.index',
        'POST /api/merchant/index/save': { key: 'merchant.index.save', target: { type: 'merchant' } },
        'POST /api/merchant/index/changeStatus': {
          key: 'merchant.index.changeStatus',
          target: { type: 'merchant' },
          verb: (body) => (body.status === 1 ? 'enable' : 'disable'),
        },
        'POST /api/merchant/index/resetKey': { key: 'merchant.index.resetKey', target: { type: 'merchant' } },
      },
    },
    {
      key: 'merchant.team',
      menu: { id: 302, sort: 2 },
      actions: { 'merchant.team.save': 1042, 'merchant.team.remove': 1043 },
      grants: {
        team: ['merchant.team'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'merchant.team',
        'GET /api/merchant/team/list': 'merchant.team',
        'POST /api/merchant/team/save': { key: 'merchant.team.save', target: { type: 'team' } },
        'POST /api/merchant/team/remove': { key: 'merchant.team.remove', target: { type: 'team' } },
      },
    },
    {
      key: 'merchant.rate',
      menu: { id: 303, sort: 3 },
      platformOnly: true,
      actions: { 'merchant.rate.save': 1044 },
      calls: {
        'GET /api/system/operationLog/history': 'merchant.rate',
        'GET /api/merchant/rate/list': 'merchant.rate',
        'GET /api/merchant/rate/history': 'merchant.rate',
        'POST /api/merchant/rate/save': { key: 'merchant.rate.save', target: { type: 'rate', id: 'merchantId' } },
      },
    },
    {
      key: 'merchant.bill',
      menu: { id: 304, sort: 4 },
      actions: {
        'merchant.bill.generate': 1045,
        'merchant.bill.adjust': 1046,
        'merchant.bill.confirm': 1047,
        'merchant.bill.pay': 1048,
      },
      grants: {
        team: ['merchant.bill', 'merchant.bill.confirm'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'merchant.bill',
        'GET /api/merchant/bill/list': 'merchant.bill',
        'POST /api/merchant/bill/generate': 'merchant.bill.generate',
        'POST /api/merchant/bill/adjust': { key: 'merchant.bill.adjust', target: { type: 'bill' } },
        'POST /api/merchant/bill/confirm': { key: 'merchant.bill.confirm', target: { type: 'bill' } },
        'POST /api/merchant/bill/pay': { key: 'merchant.bill.pay', target: { type: 'bill' } },
      },
    },
    {
      key: 'merchant.authMenu',
      menu: { id: 305, sort: 5 },
      platformOnly: true,
      actions: { 'merchant.authMenu.save': 1049, 'merchant.authMenu.remove': 1050 },
      calls: {
        'GET /api/system/operationLog/history': 'merchant.authMenu',
        'GET /api/merchant/authMenu/list': 'merchant.authMenu',
        'POST /api/merchant/authMenu/save': { key: 'merchant.authMenu.save', target: { type: 'merchantMenu' } },
        'POST /api/merchant/authMenu/remove': { key: 'merchant.authMenu.remove', target: { type: 'merchantMenu' } },
      },
    },
    {
      key: 'merchant.authRole',
      menu: { id: 306, sort: 6 },
      actions: { 'merchant.authRole.save': 1051, 'merchant.authRole.remove': 1052 },
      grants: {
        team: ['merchant.authRole', 'merchant.authRole.save', 'merchant.authRole.remove'],
      },
      calls: {
        'GET /api/system/operationLog/history': 'merchant.authRole',
        'GET /api/merchant/authRole/list': 'merchant.authRole',
        'GET /api/merchant/authRole/permissionTree': 'merchant.authRole',
        'POST /api/merchant/authRole/save': { key: 'merchant.authRole.save', target: { type: 'role' } },
        'POST /api/merchant/authRole/remove': { key: 'merchant.authRole.remove', target: { type: 'role' } },
      },
    },
    {
      key: 'merchant.authUser',
      menu: { id: 307, sort: 7 },
      actions: {
        'merchant.authUser.save': 1053,
        'merchant.authUser.remove': 1054,
        'merchant.authUser.resetPassword': 1055,
      },
      grants: {
        team: [
          'merchant.authUser',
          'merchant.authUser.save',
          'merchant.authUser.remove',
          'merchant.authUser.resetPassword',
        ],
      },
      calls: {
        'GET /api/system/operationLog/history': 'merchant.authUser',
        'GET /api/merchant/authRole/list': 'merchant.authUser',
        'GET /api/merchant/authUser/list': 'merchant.authUser',
        'POST /api/merchant/authUser/save': { key: 'merchant.authUser.save', target: { type: 'user' } },
        'POST /api/merchant/authUser/remove': { key: 'merchant.authUser.remove', target: { type: 'user' } },
      },
    },
    {
      key: 'merchant.operationLog',
      menu: { id: 308, sort: 8 },
      grants: {
        team: ['merchant.operationLog'],
      },
      calls: {
        'GET /api/merchant/operationLog/list': 'merchant.operationLog',
      },
    },
  ],
};
