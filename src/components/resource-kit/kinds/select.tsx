// A value from one of the shell's look-up lists (games, merchant teams, merchants, currencies; initSelectData):
// its name on screen, a searchable select as an input.
import { Select, type SelectProps } from 'antd';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { lookupLabel, lookupOptions, useLookups, type LookupName } from '@/lib/lookups';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    select: { lookup: LookupName };
  }
}

function LookupSelect({ lookup, ...rest }: SelectProps & { lookup: LookupName }) {
  const lists = useLookups();
  return (
    <Select
      {...rest}
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
    <LookupSelect lookup={decl.lookup} placeholder={mode === 'filter' ? text.t('kit:filters.all') : undefined} />
  ),
  // Ids are numbers; currency codes stay text.
  fromWire: (wire, decl) => {
    const value = wire[decl.key];
    if (isBlank(value)) return {};
    return { [decl.key]: decl.lookup !== 'currencyList' && Number.isFinite(Number(value)) ? Number(value) : value };
  },
});
