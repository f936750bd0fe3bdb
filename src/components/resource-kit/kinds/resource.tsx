// A value from another resource's list (the game classify entries for a game): a select of its rows. A form field may
// narrow the rows by the form's own values (`filterBy`: a merchant account's role by the account's type); a value the
// narrowed rows no longer offer is cleared, so the form never sends a choice it no longer shows.
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { ResourceSelect, ScopedResourceSelect } from '@/components/resource-kit/form/resource-select';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    resource: {
      resource: string;
      optionLabel: string;
      optionValue: string;
      /** The list's filters (query keys) from the form's values; undefined while they name none. Forms only. */
      filterBy?: (values: Record<string, unknown>) => Record<string, string | number> | undefined;
    };
  }
}

export const kind = defineKind({
  name: 'resource',
  choice: true,
  ariaRequired: false,
  input: ({ decl, text, mode }) =>
    decl.filterBy && mode !== 'filter' ? (
      <ScopedResourceSelect
        resource={decl.resource}
        optionLabel={decl.optionLabel}
        optionValue={decl.optionValue}
        field={decl.key}
        filterBy={decl.filterBy}
      />
    ) : (
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
