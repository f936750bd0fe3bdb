// Several values of an enumeration: tags on screen, a multiple select as an input; a filter sends them joined by
// commas, a form an array.
import { Select, Space, Tag } from 'antd';
import { enumOption, type EnumDef } from '@/components/resource-kit/enums';
import { enumOptions } from '@/components/resource-kit/kinds/enum-options';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    multiSelect: { enum: EnumDef };
  }
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : String(value).split(',').filter(Boolean));

export const kind = defineKind({
  name: 'multiSelect',
  choice: true,
  ariaRequired: false,
  text: (value, decl, text) =>
    listOf(value)
      .map((v) => text.enumLabel(decl.enum, v))
      .join(', '),
  cell: (value, _row, decl, ctx) => (
    <Space size={[0, 4]} wrap>
      {listOf(value).map((v) => (
        <Tag key={String(v)} color={enumOption(decl.enum, v)?.color}>
          {ctx.text.enumLabel(decl.enum, v)}
        </Tag>
      ))}
    </Space>
  ),
  input: ({ decl, text, mode }) => (
    <Select
      mode="multiple"
      allowClear
      options={enumOptions(decl.enum, text)}
      placeholder={mode === 'filter' ? text.t('kit:filters.all') : undefined}
    />
  ),
  toWire: (values, decl, mode) => {
    const list = isBlank(values[decl.key]) ? [] : listOf(values[decl.key]);
    if (!list.length) return {};
    return { [decl.key]: mode === 'filter' ? list.join(',') : list };
  },
  fromWire: (wire, decl) => {
    if (isBlank(wire[decl.key])) return {};
    return { [decl.key]: listOf(wire[decl.key]).map((v) => enumOption(decl.enum, v)?.value ?? v) };
  },
});
