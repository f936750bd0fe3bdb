// A value from another resource's list (the game classify entries for a game): a select of its rows.
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { ResourceSelect } from '@/components/resource-kit/resource-select';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    resource: { resource: string; optionLabel: string; optionValue: string };
  }
}

export const kind = defineKind({
  name: 'resource',
  choice: true,
  ariaRequired: false,
  input: ({ decl, text, mode }) => (
    <ResourceSelect
      resource={decl.resource}
      optionLabel={decl.optionLabel}
      optionValue={decl.optionValue}
      placeholder={mode === 'filter' ? text.t('kit:filters.all') : undefined}
    />
  ),
  fromWire: (wire, decl) => {
    const value = wire[decl.key];
    if (isBlank(value)) return {};
    return { [decl.key]: Number.isFinite(Number(value)) ? Number(value) : value };
  },
});
