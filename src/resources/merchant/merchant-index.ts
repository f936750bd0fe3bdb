// 商户列表 (merchant.index, merchant.md 2.1, 2.6): the platform's merchants, with every filter of the contract; the
// form fixes code, currency and wallet type once created (read-only on edit), asks a callback URL of single and
// transfer wallets, and edits the IP whitelist one address per line. Enable/disable and reset key are row actions;
// the secret key the create and reset answers carry is shown once.
import { defineResource } from '@/components/resource-kit/define-resource';
import { reloadLookups } from '@/lib/lookups';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import type { RowActionDecl } from '@/components/resource-kit/types';
import {
  CALLBACK_WALLET_TYPES,
  COOPERATION_TYPE,
  MERCHANT_TYPE,
  WALLET_TYPE,
} from '@/resources/shared/merchant/merchant-enums';
import { rateWithinType } from '@/resources/merchant/rate-fee';
import { RATE_MAX } from '@/api/merchant-rate';
import { CURRENCY_FILTER } from '@/resources/shared/merchant/merchant-filters';
import { ipLines, ipText, whiteIpsProblem } from '@/resources/merchant/white-ips';
import { MERCHANT_CODE_PATTERN, MERCHANT_LIMITS as LIMIT, type MerchantRow } from '@/api/merchant';

const needsCallback = (values: Record<string, unknown>) => CALLBACK_WALLET_TYPES.includes(Number(values.walletType));
const enabled = (row: MerchantRow) => Number(row.status) === 1;
const status = (key: string, to: 0 | 1): RowActionDecl<MerchantRow> => ({
  key,
  permission: 'merchant.index.changeStatus',
  url: '/api/merchant/index/changeStatus',
  body: (row) => ({ id: row.id, status: to }),
});

export const MerchantIndexPage = defineResource<MerchantRow>({
  name: 'merchant.index',
  history: { type: 'merchant', id: 'id' },
  columns: [
    { key: 'name', fixed: 'left' },
    { key: 'code', kind: 'copy' },
    { key: 'merchantTeamName' },
    { key: 'merchantType', kind: 'enum', enum: MERCHANT_TYPE },
    { key: 'currencyCode' },
    { key: 'walletType', kind: 'enum', enum: WALLET_TYPE },
    { key: 'playerCount', kind: 'number', sortable: true },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'secretKeyMasked' },
    { key: 'callbackUrl', hidden: true },
    { key: 'whiteIps', hidden: true, render: (row) => row.whiteIps.join(', ') },
    { key: 'contact', hidden: true },
    { key: 'remark', hidden: true },
    { key: 'createTime', kind: 'time', sortable: true },
    { key: 'updateTime', kind: 'time', sub: 'operator', hidden: true },
  ],
  filters: [
    { key: 'name', kind: 'text', emojiFilter: true },
    { key: 'code', kind: 'text' },
    { key: 'merchantTeamId', kind: 'select', lookup: 'merchantTeamList' },
    { key: 'merchantType', kind: 'enum', enum: MERCHANT_TYPE },
    { key: 'walletType', kind: 'enum', enum: WALLET_TYPE },
    CURRENCY_FILTER,
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    fields: [
      { key: 'name', kind: 'text', required: true, maxLength: LIMIT.name, emojiFilter: true },
      {
        key: 'code',
        kind: 'text',
        required: true,
        pattern: MERCHANT_CODE_PATTERN,
        disabledOnEdit: true,
        help: 'help.code',
      },
      { key: 'merchantTeamId', kind: 'select', lookup: 'merchantTeamList', required: true },
      { key: 'merchantType', kind: 'enum', enum: MERCHANT_TYPE, display: 'radio', required: true },
      { key: 'currencyCode', kind: 'select', lookup: 'currencyList', required: true, disabledOnEdit: true },
      { key: 'walletType', kind: 'enum', enum: WALLET_TYPE, required: true, disabledOnEdit: true },
      {
        key: 'callbackUrl',
        kind: 'text',
        requiredWhen: needsCallback,
        maxLength: LIMIT.callbackUrl,
        pattern: /^https?:\/\/[^\s/?#]+\S*$/i,
      },
      { key: 'whiteIps', kind: 'textarea', validate: whiteIpsProblem, help: 'help.whiteIps' },
      { key: 'contact', kind: 'text', maxLength: LIMIT.contact },
      // The first fee terms, on create only (merchant.md 2.1), in force from this month; later ones on 商户费率.
      {
        key: 'cooperationType',
        kind: 'enum',
        enum: COOPERATION_TYPE,
        display: 'radio',
        required: true,
        defaultValue: 1,
        only: 'create',
      },
      {
        key: 'rate',
        kind: 'number',
        min: 0,
        max: RATE_MAX[1],
        precision: 2,
        required: true,
        validate: rateWithinType('cooperationType'),
        help: 'help.rate',
        only: 'create',
      },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'remark', kind: 'textarea', maxLength: LIMIT.remark, emojiFilter: true },
    ],
    toValues: (row) => ({ ...row, whiteIps: ipText(row.whiteIps) }),
    toWire: (wire) => ({ ...wire, whiteIps: ipLines(wire.whiteIps) }),
    // The create answer carries the new merchant's key, shown this once (2.6).
    answer: { kind: 'secret', field: 'secretKey' },
  },
  rowActions: [
    { ...status('enable', 1), visible: (row) => !enabled(row) },
    { ...status('disable', 0), visible: enabled, confirm: true, danger: true },
    {
      key: 'resetKey',
      permission: 'merchant.index.resetKey',
      url: '/api/merchant/index/resetKey',
      body: (row) => ({ id: row.id }),
      confirm: true,
      danger: true,
      answer: { kind: 'secret', field: 'secretKey' },
    },
  ],
  defaultSort: { field: 'createTime', order: 'desc' },
  // Every merchant and team filter and form offers what was just saved (merchant.md 2.6, last row).
  onChange: reloadLookups,
});
