// 风控注单 (control.md 1.8): the counted rounds that hit a risk rule by the thresholds of the system config, every rule
// a tag; the round opens its bet order detail, the player id the player detail; selected rows (at most 200, the
// server's limit) are reviewed as normal or abnormal in one call, abnormal with a 4-200 character remark.
import { batchMarkAction } from '@/components/resource-kit/actions/batch-action';
import { defineResource } from '@/components/resource-kit/define-resource';
import type { FieldDecl } from '@/components/resource-kit/types';
import type { RiskBetRow } from '@/api/control-risk';
import { REVIEW_STATUS, RISK_TYPE } from '@/resources/control/control-enums';
import { SETTLEMENT_RANGE } from '@/resources/shared/bet-order/bet-order-columns';
import { BET_ORDER_DETAIL } from '@/resources/shared/bet-order/bet-order-frame';
import { MERCHANT_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { PLAYER_ID_FILTER, playerIdColumn } from '@/resources/shared/player/player-columns';

export const MAX_REVIEW_ROWS = 200;

const review = (key: string, reviewStatus: number, remark: FieldDecl) =>
  batchMarkAction<RiskBetRow>({
    key,
    permission: 'control.bet.review',
    url: '/api/control/bet/review',
    idKey: 'id',
    values: { reviewStatus },
    fields: [remark],
    maxRows: MAX_REVIEW_ROWS,
  });

const REMARK = { key: 'remark', kind: 'textarea', maxLength: 200, emojiFilter: true } as const;

export const BetPage = defineResource<RiskBetRow>({
  name: 'control.bet',
  columns: [
    { key: 'id', kind: 'link', open: 'detail', fixed: 'left' },
    playerIdColumn<RiskBetRow>(),
    { key: 'playerName', kind: 'copy' },
    { key: 'merchantTeamName', hidden: true },
    { key: 'merchantName' },
    { key: 'gameName' },
    { key: 'riskTypes', kind: 'multiSelect', enum: RISK_TYPE },
    { key: 'combineName' },
    { key: 'currencyCode' },
    { key: 'betAmount', kind: 'amount', sortable: true },
    { key: 'boundsAmount', kind: 'amount', sortable: true },
    { key: 'winMultiple', kind: 'number', precision: 2, sortable: true },
    { key: 'prizePoolWinAmount', kind: 'amount', sortable: true },
    { key: 'betAmountCny', kind: 'amount', crossCurrency: true, summary: true, sortable: true },
    { key: 'boundsAmountCny', kind: 'amount', crossCurrency: true, summary: true, sortable: true },
    { key: 'betTime', kind: 'time', sortable: true },
    { key: 'settleTime', kind: 'time', sortable: true },
    { key: 'reviewStatus', kind: 'enum', enum: REVIEW_STATUS },
    { key: 'reviewer' },
    { key: 'reviewTime', kind: 'time' },
    { key: 'reviewRemark' },
  ],
  filters: [
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    PLAYER_ID_FILTER,
    ...MERCHANT_FILTERS,
    { key: 'riskType', kind: 'enum', enum: RISK_TYPE },
    { key: 'reviewStatus', kind: 'enum', enum: REVIEW_STATUS },
    SETTLEMENT_RANGE,
  ],
  defaultSort: { field: 'settleTime', order: 'desc' },
  toolbarActions: [
    review('markNormal', 1, REMARK),
    review('markAbnormal', 2, { ...REMARK, required: true, minLength: 4 }),
  ],
  detail: BET_ORDER_DETAIL,
  emptyHint: 'emptyHint',
});
