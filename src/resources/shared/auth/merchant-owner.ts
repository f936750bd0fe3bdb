// Who a merchant-set role or user belongs to (auth.md 5.3, 5.4, merchant.md 2.6): type 2 a team, type 3 a merchant,
// and the team then follows from the merchant. The form asks for the one that fits the type; the wire carries both
// ids (0 = none: a role with neither is a shared template, a user must have its own).
import type { ColumnDecl, FieldDecl, FilterDecl } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';
import { merchantTeamOf } from '@/lib/lookups';
import { MERCHANT_USER_TYPE } from '@/resources/shared/auth/auth-enums';
import { MERCHANT_FILTERS } from '@/resources/shared/merchant/merchant-filters';

const typeIs = (typeKey: string, type: number) => (values: Record<string, unknown>) => Number(values[typeKey]) === type;

type Owned = { merchantTeamId?: number; merchantId?: number; merchantTeamName?: string };

/** Owned by no team and no merchant: a shared template role, the platform's (auth.md 5.1). */
export const isTemplate = (row: Owned) => !row.merchantTeamId && !row.merchantId;

/** The type, the team and the merchant; a role owned by nobody says it is a shared template where the team goes. */
export function ownerColumns<T extends Owned>(typeKey: string, templates = false): ColumnDecl<T>[] {
  return [
    { key: typeKey as ColumnDecl<T>['key'], kind: 'enum', enum: MERCHANT_USER_TYPE },
    {
      key: 'merchantTeamName' as ColumnDecl<T>['key'],
      render: templates
        ? (row) => (isTemplate(row) ? i18n.t('shared:authRole.template') : (row.merchantTeamName ?? ''))
        : undefined,
    },
    { key: 'merchantName' as ColumnDecl<T>['key'] },
  ];
}

export const ownerFilters = (typeKey: string): FilterDecl[] => [
  { key: typeKey, kind: 'enum', enum: MERCHANT_USER_TYPE },
  ...MERCHANT_FILTERS,
];

/**
 * The type (radio) and the owner it asks for: a user must have one; a role may be a template (no owner) only when the
 * signed-in user may keep templates (platform staff), so `required` is asked as the form shows.
 */
export const ownerFields = (typeKey: string, required: () => boolean): FieldDecl[] => [
  { key: typeKey, kind: 'enum', enum: MERCHANT_USER_TYPE, display: 'radio', required: true, defaultValue: 3 },
  {
    key: 'merchantTeamId',
    kind: 'select',
    lookup: 'merchantTeamList',
    visibleWhen: typeIs(typeKey, 2),
    requiredWhen: (values) => typeIs(typeKey, 2)(values) && required(),
  },
  {
    key: 'merchantId',
    kind: 'select',
    lookup: 'merchantList',
    visibleWhen: typeIs(typeKey, 3),
    requiredWhen: (values) => typeIs(typeKey, 3)(values) && required(),
  },
];

/** A row's owner as the form edits it: 0 (none) is an empty select, not a "0" it has no option for. */
export function ownerValues<T extends Owned>(row: T): T {
  return { ...row, merchantTeamId: row.merchantTeamId || undefined, merchantId: row.merchantId || undefined };
}

/** Both owner ids as the wire has them: the team's alone for type 2, the merchant's and its team for type 3. */
export function ownerWire(typeKey: string, wire: Record<string, unknown>): Record<string, unknown> {
  const type = Number(wire[typeKey]);
  const merchantId = type === 3 ? Number(wire.merchantId ?? 0) : 0;
  const merchantTeamId = type === 2 ? Number(wire.merchantTeamId ?? 0) : (merchantTeamOf(merchantId) ?? 0);
  return { ...wire, merchantTeamId, merchantId };
}
