// 游戏列表: every game with its category, RTP and bet limits; edit one, or batch-set several at once.
import { batchSetAction } from '@/components/resource-kit/actions/batch-action';
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM, YES_NO_ENUM } from '@/components/resource-kit/enums';

type Numbers = 'id' | 'gid' | 'classifyId' | 'status' | 'sort' | 'rtp' | 'minBet' | 'maxBet' | 'isHot' | 'isNew';
type GameRow = Record<Numbers, number> & Record<'name' | 'classifyName' | 'updateTime', string>;
const CLASSIFY = { kind: 'resource', resource: 'game.classify', optionLabel: 'name', optionValue: 'id' } as const;
// Both bet limits check the pair, so the message shows under whichever one was changed.
const betRange = (_v: unknown, all: Record<string, unknown>) =>
  Number(all.minBet) > Number(all.maxBet) ? 'validation.betRange' : undefined;

export const GameIndexPage = defineResource<GameRow>({
  name: 'game.index',
  history: { type: 'game', id: 'gid' },
  columns: [
    { key: 'gid', kind: 'copy', fixed: 'left' },
    { key: 'name' },
    { key: 'classifyName' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'rtp', kind: 'amount', sortable: true },
    { key: 'minBet', kind: 'amount' },
    { key: 'maxBet', kind: 'amount' },
    { key: 'isHot', kind: 'enum', enum: YES_NO_ENUM },
    { key: 'isNew', kind: 'enum', enum: YES_NO_ENUM },
    { key: 'sort', kind: 'number', sortable: true },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [
    { key: 'name', kind: 'text' },
    { key: 'classifyId', ...CLASSIFY },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    fields: [
      { key: 'name', kind: 'text', required: true, maxLength: 50 },
      { key: 'classifyId', ...CLASSIFY, required: true },
      { key: 'rtp', kind: 'number', required: true, min: 80, max: 99.99, precision: 2 },
      { key: 'minBet', kind: 'number', min: 0, precision: 2, validate: betRange },
      { key: 'maxBet', kind: 'number', min: 0, precision: 2, validate: betRange },
      { key: 'sort', kind: 'number', min: 0, max: 9999, precision: 0, defaultValue: 0 },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'isHot', kind: 'switch', defaultValue: 0 },
      { key: 'isNew', kind: 'switch', defaultValue: 0 },
    ],
  },
  toolbarActions: [
    batchSetAction({
      permission: 'game.index.batchSet',
      url: '/api/game/index/batchSet',
      idKey: 'gid',
      fields: [
        { key: 'status', kind: 'enum', enum: STATUS_ENUM },
        { key: 'classifyId', ...CLASSIFY },
        { key: 'isHot', kind: 'enum', enum: YES_NO_ENUM },
        { key: 'isNew', kind: 'enum', enum: YES_NO_ENUM },
      ],
    }),
  ],
});
