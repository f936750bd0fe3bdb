// One filter input per declared kind, inside the filter panel's form.
import { Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { DateRangePicker } from '@/components/inputs/date-range-picker';
import { EmojiFilterInput } from '@/components/inputs/emoji-filter-input';
import type { EnumDef } from '@/components/resource-kit/enums';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { FilterDecl } from '@/components/resource-kit/types';
import { ResourceSelect } from '@/components/resource-kit/resource-select';
import { selectWidth } from '@/components/resource-kit/text-width';
import { lookupOptions, useLookups } from '@/lib/lookups';

export function enumOptions(def: EnumDef, text: ResourceText) {
  return def.options.map((o) => ({ value: o.value, label: text.enumLabel(def, o.value) }));
}

function LookupSelect({ filter, text, ...rest }: { filter: FilterDecl & { kind: 'select' }; text: ResourceText }) {
  const lists = useLookups();
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      loading={!lists}
      optionFilterProp="label"
      placeholder={text.t('kit:filters.all')}
      options={lookupOptions(lists, filter.lookup)}
    />
  );
}

function RangeFilter({ filter, text }: { filter: FilterDecl & { kind: 'dateRange' }; text: ResourceText }) {
  return (
    <Form.Item name={filter.key} label={text.filter(filter.key)} style={{ marginBottom: 12 }}>
      <DateRangePicker maxDays={filter.maxDays} showTime={filter.showTime ?? true} />
    </Form.Item>
  );
}

export function FilterField({ filter, text }: { filter: FilterDecl; text: ResourceText }) {
  const label = text.filter(filter.key);
  const item = { name: filter.key, label, style: { marginBottom: 12 } };
  switch (filter.kind) {
    case 'dateRange':
      return <RangeFilter filter={filter} text={text} />;
    case 'select':
      return (
        <Form.Item {...item}>
          <LookupSelect filter={filter} text={text} />
        </Form.Item>
      );
    case 'resource':
      return (
        <Form.Item {...item}>
          <ResourceSelect
            resource={filter.resource}
            optionLabel={filter.optionLabel}
            optionValue={filter.optionValue}
            placeholder={text.t('kit:filters.all')}
          />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...item}>
          <InputNumber style={{ width: '100%' }} placeholder={label} />
        </Form.Item>
      );
    case 'enum':
      return (
        <Form.Item {...item}>
          {filter.display === 'radio' ? (
            <Radio.Group optionType="button" options={enumOptions(filter.enum, text)} />
          ) : (
            <Select allowClear placeholder={text.t('kit:filters.all')} options={enumOptions(filter.enum, text)} />
          )}
        </Form.Item>
      );
    case 'text': {
      const input = filter.emojiFilter ? (
        <EmojiFilterInput allowClear placeholder={label} />
      ) : (
        <Input allowClear placeholder={label} />
      );
      if (!filter.typeSwitch) return <Form.Item {...item}>{input}</Form.Item>;
      const switchOptions = enumOptions(filter.typeSwitch.enum, text);
      return (
        <Form.Item label={label} style={item.style} htmlFor={`${filter.key}-value`}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name={filter.typeSwitch.key} noStyle>
              <Select
                style={{ width: selectWidth(switchOptions.map((o) => o.label)), flex: 'none' }}
                aria-label={text.filter(filter.typeSwitch.key)}
                options={switchOptions}
              />
            </Form.Item>
            <Form.Item name={filter.key} noStyle>
              <Input id={`${filter.key}-value`} allowClear placeholder={label} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      );
    }
  }
}
