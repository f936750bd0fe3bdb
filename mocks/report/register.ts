// The report area's registration (the six money reports): its menu, keys, role-template grants and the endpoints
// each page calls. Data only: mocks/lib/registry.ts reads it on every floor (mocks/README.md, "A page registers itself").
import type { AreaRegistration } from '@mocks/lib/registration';

export const registration: AreaRegistration = {
  key: 'report',
  group: { id: 500, icon: 'BarChartOutlined', sort: 5 },
  pages: [
    {
      key: 'report.balance',
      menu: { id: 501, sort: 1 },
      grants: {
        team: ['report.balance'],
      },
      calls: {
        'GET /api/report/balance/list': 'report.balance',
      },
    },
    {
      key: 'report.currency',
      menu: { id: 502, sort: 2 },
      grants: {
        team: ['report.currency'],
      },
      calls: {
        'GET /api/report/currency/list': 'report.currency',
      },
    },
    {
      key: 'report.diff',
      menu: { id: 503, sort: 3 },
      actions: { 'report.diff.handle': 1038 },
      grants: {
        team: ['report.diff', 'report.diff.handle'],
      },
      calls: {
        'GET /api/report/diff/list': 'report.diff',
        'GET /api/report/diff/detail': 'report.diff',
        'POST /api/report/diff/handle': 'report.diff.handle',
      },
    },
    {
      key: 'report.game',
      menu: { id: 504, sort: 4, icon: 'LineChartOutlined' },
      grants: {
        team: ['report.game'],
      },
      calls: {
        'GET /api/report/game/list': 'report.game',
      },
    },
    {
      key: 'report.merchant',
      menu: { id: 505, sort: 5 },
      grants: {
        team: ['report.merchant'],
      },
      calls: {
        'GET /api/report/merchant/list': 'report.merchant',
      },
    },
    {
      key: 'report.player',
      menu: { id: 506, sort: 6 },
      grants: {
        team: ['report.player'],
      },
      calls: {
        'GET /api/report/player/list': 'report.player',
      },
    },
  ],
};
