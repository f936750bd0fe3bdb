// The control area's registration (internal control, platform staff only): its menu, keys, role-template grants and the endpoints
// each page calls. Data only: mocks/lib/registry.ts reads it on every floor (mocks/README.md, "A page registers itself").
import type { AreaRegistration } from '@mocks/lib/registration';

export const registration: AreaRegistration = {
  key: 'control',
  group: { id: 200, icon: 'ControlOutlined', sort: 2 },
  platformOnly: true,
  pages: [
    {
      key: 'control.bet',
      menu: { id: 201, sort: 1 },
      actions: { 'control.bet.review': 1065 },
      calls: {
        'GET /api/game/betOrder/detail': 'control.bet',
        'GET /api/control/bet/list': 'control.bet',
        'POST /api/control/bet/review': 'control.bet.review',
      },
    },
    {
      key: 'control.combine',
      menu: { id: 202, sort: 2 },
      actions: { 'control.combine.save': 1056, 'control.combine.remove': 1057, 'control.combine.generate': 1058 },
      calls: {
        'GET /api/system/operationLog/history': 'control.combine',
        'GET /api/control/combine/list': 'control.combine',
        'POST /api/control/combine/save': { key: 'control.combine.save', target: { type: 'combine' } },
        'POST /api/control/combine/remove': { key: 'control.combine.remove', target: { type: 'combine' } },
        'POST /api/control/combine/generate': 'control.combine.generate',
      },
    },
    {
      key: 'control.combineLogic',
      menu: { id: 203, sort: 3 },
      actions: { 'control.combineLogic.save': 1059 },
      calls: {
        'GET /api/system/operationLog/history': 'control.combineLogic',
        'GET /api/control/combine/list': 'control.combineLogic',
        'GET /api/control/combineLogic/list': 'control.combineLogic',
        'POST /api/control/combineLogic/save': {
          key: 'control.combineLogic.save',
          target: { type: 'combineLogic', id: (body) => `${String(body.gameId)}:${String(body.tier)}` },
        },
        'GET /api/control/game/list': 'control.combineLogic',
      },
    },
    {
      key: 'control.combineReportMemory',
      menu: { id: 204, sort: 4 },
      actions: { 'control.combineReportMemory.reset': 1060 },
      calls: {
        'GET /api/control/combineReportMemory/list': 'control.combineReportMemory',
        'POST /api/control/combineReportMemory/reset': 'control.combineReportMemory.reset',
      },
    },
    {
      key: 'control.combineReportTotal',
      menu: { id: 205, sort: 5 },
      calls: {
        'GET /api/control/combineReportTotal/list': 'control.combineReportTotal',
      },
    },
    {
      key: 'control.combineTest',
      menu: { id: 206, sort: 6 },
      actions: {
        'control.combineTest.run': 1061,
        'control.combineTest.stop': 1062,
        'control.combineTest.remove': 1063,
      },
      calls: {
        'GET /api/control/combineTest/list': 'control.combineTest',
        'GET /api/control/combineTest/detail': 'control.combineTest',
        'POST /api/control/combineTest/run': 'control.combineTest.run',
        'POST /api/control/combineTest/stop': 'control.combineTest.stop',
        'POST /api/control/combineTest/remove': 'control.combineTest.remove',
      },
    },
    {
      key: 'control.game',
      menu: { id: 207, sort: 7 },
      actions: { 'control.game.save': 1064 },
      calls: {
        'GET /api/system/operationLog/history': 'control.game',
        'GET /api/control/combineLogic/list': 'control.game',
        'GET /api/control/game/list': 'control.game',
        'POST /api/control/game/save': {
          key: 'control.game.save',
          target: { type: 'game', id: (body) => body.id ?? body.gameId },
        },
      },
    },
    {
      key: 'control.gameRtpCorrection',
      menu: { id: 208, sort: 8 },
      actions: { 'control.gameRtpCorrection.save': 1066 },
      calls: {
        'GET /api/control/gameRtpCorrection/list': 'control.gameRtpCorrection',
        'POST /api/control/gameRtpCorrection/save': 'control.gameRtpCorrection.save',
      },
    },
  ],
};
