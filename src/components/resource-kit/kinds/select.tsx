// A value from one of the shell's look-up lists (games, merchant teams, merchants, currencies; initSelectData):
// its name on screen, a searchable select as an input.
import { Select, type SelectProps } from 'antd';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { lookupLabel, lookupOptions, useLookups, type LookupName } from '@/lib/lookups';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    select: { lookup: LookupName; multiple?: boolean };
  }
}

export function LookupSelect({ lookup, multiple, ...rest }: SelectProps & { lookup: LookupName; multiple?: boolean }) {
  const lists = useLookups();
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      loading={!lists}
      optionFilterProp="label"
      options={lookupOptions(lists, lookup)}
    />
  );
}

export const kind = defineKind({
  name: 'select',
  choice: true,
  ariaRequired: false,
  text: (value, decl) => lookupLabel(decl.lookup, value) ?? String(value),
  input: ({ decl, text, mode }) => (
    <LookupSelect lookup={decl.lookup} multiple={decl.multiple} placeholder={mode === 'filter' ? text.t('kit:filters.all') : undefined} />
  ),
  // Ids are numbers; currency codes stay text.
  fromWire: (wire, decl) => {
    const value = wire[decl.key];
    if (isBlank(value)) return {};
    const parts = Array.isArray(value) ? value : decl.multiple ? String(value).split(',') : [value];
    const typed = parts.map((v) => (decl.lookup !== 'currencyList' && Number.isFinite(Number(v)) ? Number(v) : v));
    return { [decl.key]: decl.multiple ? typed : typed[0] };
  },
});
