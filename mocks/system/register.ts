// The system area's registration (settings, jobs, currencies, rates, the auth pages and the logs): its menu, keys, role-template grants and the endpoints
// each page calls. Data only: mocks/lib/registry.ts reads it on every floor (mocks/README.md, "A page registers itself").
import type { AreaRegistration } from '@mocks/lib/registration';

export const registration: AreaRegistration = {
  key: 'system',
  group: { id: 600, icon: 'SettingOutlined', sort: 6 },
  platformOnly: true,
  // The maker withdraws a request of its own with no key, whatever its user type (operations.md 7.1).
  endpoints: { 'POST /api/system/approval/withdraw': 'signed-in' },
  pages: [
    {
      key: 'system.authMenu',
      menu: { id: 601, sort: 1 },
      actions: { 'system.authMenu.save': 1031, 'system.authMenu.remove': 1032 },
      calls: {
        'GET /api/system/authMenu/list': 'system.authMenu',
        'POST /api/system/authMenu/save': 'system.authMenu.save',
        'POST /api/system/authMenu/remove': 'system.authMenu.remove',
      },
    },
    {
      key: 'system.authRole',
      menu: { id: 602, sort: 2 },
      actions: { 'system.authRole.save': 1033, 'system.authRole.remove': 1034 },
      calls: {
        'GET /api/system/authRole/list': 'system.authRole',
        'GET /api/system/authRole/permissionTree': 'system.authRole',
        'POST /api/system/authRole/save': 'system.authRole.save',
        'POST /api/system/authRole/remove': 'system.authRole.remove',
      },
    },
    {
      key: 'system.authUser',
      menu: { id: 603, sort: 3 },
      actions: { 'system.authUser.save': 1035, 'system.authUser.remove': 1036, 'system.authUser.resetPassword': 1037 },
      calls: {
        'GET /api/system/authRole/list': 'system.authUser',
        'GET /api/system/authUser/list': 'system.authUser',
        'POST /api/system/authUser/save': 'system.authUser.save',
        'POST /api/system/authUser/remove': 'system.authUser.remove',
      },
    },
    {
      key: 'system.config',
      menu: { id: 604, sort: 4, icon: 'ToolOutlined' },
      actions: { 'system.config.save': 1016, 'system.config.remove': 1017, 'system.config.refreshCache': 1018 },
      calls: {
        'GET /api/system/config/list': 'system.config',
        'POST /api/system/config/save': 'system.config.save',
        'POST /api/system/config/remove': 'system.config.remove',
        'POST /api/system/config/refreshCache': 'system.config.refreshCache',
      },
    },
    {
      key: 'system.javaConfig',
      menu: { id: 605, sort: 5 },
      actions: { 'system.javaConfig.save': 1019, 'system.javaConfig.remove': 1020, 'system.javaConfig.publish': 1021 },
      calls: {
        'GET /api/system/javaConfig/list': 'system.javaConfig',
        'POST /api/system/javaConfig/save': 'system.javaConfig.save',
        'POST /api/system/javaConfig/remove': 'system.javaConfig.remove',
        'POST /api/system/javaConfig/publish': 'system.javaConfig.publish',
      },
    },
    {
      key: 'system.crontab',
      menu: { id: 606, sort: 6 },
      actions: {
        'system.crontab.save': 1022,
        'system.crontab.remove': 1023,
        'system.crontab.changeStatus': 1024,
        'system.crontab.run': 1025,
      },
      calls: {
        'GET /api/system/crontab/list': 'system.crontab',
        'POST /api/system/crontab/save': 'system.crontab.save',
        'POST /api/system/crontab/remove': 'system.crontab.remove',
        'POST /api/system/crontab/changeStatus': {
          key: 'system.crontab.changeStatus',
          verb: (body) => (body.status === 1 ? 'enable' : 'disable'),
        },
        'POST /api/system/crontab/run': 'system.crontab.run',
        'GET /api/system/crontab/log': 'system.crontab',
      },
    },
    {
      key: 'system.currency',
      menu: { id: 607, sort: 7 },
      actions: { 'system.currency.save': 1026, 'system.currency.remove': 1027 },
      calls: {
        'GET /api/system/currency/list': 'system.currency',
        'POST /api/system/currency/save': 'system.currency.save',
        'POST /api/system/currency/remove': 'system.currency.remove',
      },
    },
    {
      key: 'system.currencyConfig',
      menu: { id: 608, sort: 8 },
      actions: { 'system.currencyConfig.save': 1028 },
      calls: {
        'GET /api/system/currencyConfig/list': 'system.currencyConfig',
        'POST /api/system/currencyConfig/save': 'system.currencyConfig.save',
      },
    },
    {
      key: 'system.currencyRate',
      menu: { id: 609, sort: 9 },
      actions: { 'system.currencyRate.save': 1029, 'system.currencyRate.remove': 1030 },
      calls: {
        'GET /api/system/currencyRate/list': 'system.currencyRate',
        'POST /api/system/currencyRate/save': 'system.currencyRate.save',
        'POST /api/system/currencyRate/remove': 'system.currencyRate.remove',
      },
    },
    {
      key: 'system.operationLog',
      menu: { id: 610, sort: 10 },
      calls: {
        'GET /api/system/operationLog/list': 'system.operationLog',
      },
    },
    {
      key: 'system.runtimeLog',
      menu: { id: 611, sort: 11, keepAlive: 0 },
      calls: {
        'GET /api/system/runtimeLog/list': 'system.runtimeLog',
      },
    },
    {
      // operations.md 7.1. `pending` is called by the record's page for any user type: it takes that page's key.
      key: 'system.approval',
      menu: { id: 613, sort: 13, icon: 'AuditOutlined' },
      actions: { 'system.approval.review': 1067, 'system.approval.rule': 1068 },
      calls: {
        'GET /api/system/approval/rules': 'system.approval',
        'POST /api/system/approval/rules/save': { key: 'system.approval.rule', verb: 'save' },
        'GET /api/system/approval/list': 'system.approval',
        'GET /api/system/approval/detail': 'system.approval',
        'GET /api/system/approval/count': 'system.approval',
        'GET /api/system/approval/pending': [
          'player.page',
          'player.info',
          'control.game',
          'control.combineLogic',
          'merchant.rate',
          'merchant.bill',
        ],
        'POST /api/system/approval/approve': { key: 'system.approval.review', verb: 'approve' },
        'POST /api/system/approval/reject': { key: 'system.approval.review', verb: 'reject' },
      },
    },
    {
      key: 'system.apiDocs',
      menu: {
        id: 612,
        sort: 12,
        path: 'https://docs.example.com/platform-api',
        component: '',
        icon: 'LinkOutlined',
        keepAlive: 0,
      },
      calls: {},
    },
  ],
};
