// A value of an enumeration (status, type...): a coloured tag on screen, its label in files, a select or button
// radio as an input. Values come back from the URL as text; they are matched to the declared options.
import { Radio, Select, Tag } from 'antd';
import { enumOption, type EnumDef } from '@/components/resource-kit/enums';
import { enumOptions } from '@/components/resource-kit/kinds/enum-options';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { textEm } from '@/components/resource-kit/list/text-width';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    enum: { enum: EnumDef; display?: 'select' | 'radio' };
  }
}

export const kind = defineKind({
  name: 'enum',
  choice: true,
  ariaRequired: false,
  text: (value, decl, text) => text.enumLabel(decl.enum, value),
  cell: (value, _row, decl, ctx) => (
    <Tag color={enumOption(decl.enum, value)?.color}>{ctx.text.enumLabel(decl.enum, value)}</Tag>
  ),
  input: ({ decl, text, mode }) =>
    decl.display === 'radio' ? (
      <Radio.Group optionType={mode === 'filter' ? 'button' : undefined} options={enumOptions(decl.enum, text)} />
    ) : (
      <Select
        allowClear
        placeholder={mode === 'filter' ? text.t('kit:filters.all') : undefined}
        options={enumOptions(decl.enum, text)}
      />
    ),
  // Button radios are as wide as their labels (and borders); a select the usual control.
  inputWidth: (decl, text) =>
    decl.display === 'radio'
      ? enumOptions(decl.enum, text).reduce((px, o) => px + textEm(String(o.label)) * 14 + 32, 0)
      : 180,
  fromWire: (wire, decl) => {
    const value = wire[decl.key];
    if (isBlank(value)) return {};
    return { [decl.key]: enumOption(decl.enum, value)?.value ?? value };
  },
});
