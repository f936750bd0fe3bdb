// 玩家 RTP (player.rtp): the players whose RTP or BlackRtp differs from the original 10000. Saving sets a value
// (player.rtp.save, POST /api/player/rtp/save {playerId, type, rtp, remark}); deleting puts it back to 10000
// (player.rtp.delete, POST /api/player/rtp/delete {id}). A save may need approval (operations.md 7.1): the form says
// so before OK and the answer after.
import { defineResource } from '@/components/resource-kit/define-resource';
import { RTP_TYPE, RTP_VALUE } from '@/resources/player/player-enums';
import type { RtpRecord } from '@/api/player';
import { MERCHANT_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { playerIdentityColumns } from '@/resources/shared/player/player-columns';
import { approvalHintField } from '@/resources/shared/approval/approval-hint-kind';
import { APPROVAL_ANSWER } from '@/resources/shared/approval/approval-submitted';

export const PlayerRtpPage = defineResource<RtpRecord>({
  name: 'player.rtp',
  columns: [
    ...playerIdentityColumns<RtpRecord>(),
    { key: 'type', kind: 'enum', enum: RTP_TYPE },
    { key: 'rtp', kind: 'enum', enum: RTP_VALUE },
    { key: 'remark' },
    { key: 'operator' },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [{ key: 'playerId', kind: 'number' }, { key: 'type', kind: 'enum', enum: RTP_TYPE }, ...MERCHANT_FILTERS],
  form: {
    width: 560,
    fields: [
      { key: 'playerId', kind: 'number', required: true, min: 1, precision: 0, disabledOnEdit: true },
      {
        key: 'type',
        kind: 'enum',
        enum: RTP_TYPE,
        display: 'radio',
        required: true,
        defaultValue: 1,
        disabledOnEdit: true,
      },
      { key: 'rtp', kind: 'enum', enum: RTP_VALUE, required: true },
      { key: 'remark', kind: 'textarea', maxLength: 200 },
      approvalHintField({ action: 'player.rtp.save' }),
    ],
    answer: APPROVAL_ANSWER,
    // The save call names the record by player and type; the row id is not part of the contract's body.
    toValues: (row) => ({ playerId: row.playerId, type: row.type, rtp: row.rtp, remark: row.remark }),
  },
  rowActions: [
    {
      key: 'delete',
      permission: 'player.rtp.delete',
      confirm: true,
      danger: true,
      url: '/api/player/rtp/delete',
      body: (row) => ({ id: row.id }),
    },
  ],
});
