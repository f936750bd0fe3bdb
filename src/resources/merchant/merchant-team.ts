// 商户团队 (merchant.team, merchant.md 2.2): the teams (线路商) merchants belong to, with how many merchants and
// players each has. A team with merchants cannot be removed: the link stays, disabled, saying why.
import { defineResource } from '@/components/resource-kit/define-resource';
import { reloadLookups } from '@/lib/lookups';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { TEAM_LIMITS as LIMIT, type TeamRow } from '@/api/merchant';

export const MerchantTeamPage = defineResource<TeamRow>({
  name: 'merchant.team',
  history: { type: 'team', id: 'id' },
  columns: [
    { key: 'name', fixed: 'left' },
    { key: 'contact' },
    { key: 'merchantCount', kind: 'number' },
    { key: 'playerCount', kind: 'number' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'remark', hidden: true },
    { key: 'createTime', kind: 'time' },
    { key: 'updateTime', kind: 'time', sub: 'operator', hidden: true },
  ],
  filters: [
    { key: 'name', kind: 'text', emojiFilter: true },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    fields: [
      { key: 'name', kind: 'text', required: true, maxLength: LIMIT.name, emojiFilter: true },
      { key: 'contact', kind: 'text', maxLength: LIMIT.contact },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'remark', kind: 'textarea', maxLength: LIMIT.remark, emojiFilter: true },
    ],
  },
  rowActions: [
    {
      key: 'remove',
      permission: 'merchant.team.remove',
      url: '/api/merchant/team/remove',
      body: (row) => ({ id: row.id }),
      confirm: true,
      danger: true,
      disabled: (row) => (row.merchantCount > 0 ? 'validation.teamHasMerchants' : undefined),
      invalidates: ['merchant.index'],
    },
  ],
  // Every merchant team filter and form offers what was just saved or removed (merchant.md 2.6, last row).
  onChange: reloadLookups,
});
