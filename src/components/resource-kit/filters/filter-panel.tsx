// The collapsible filter panel (expanded by default). Search applies the values as Refine filters; a date range
// longer than its limit is not applied (the picker shows why), so no query goes out with it.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { Button, Card, Col, Form, Row, Space } from 'antd';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { filterColumn } from '@/components/resource-kit/filters/filter-layout';
import { fixedByScope } from '@/components/resource-kit/filters/filter-scope';
import {
  defaultFilterValues,
  filterKeys,
  fromCrudFilters,
  toCrudFilters,
  type FilterValues,
} from '@/components/resource-kit/filters/filter-values';
import { KindField } from '@/components/resource-kit/form/kind-field';
import { kindOf } from '@/components/resource-kit/kinds/registry';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { FilterDecl, ResourceDefinition } from '@/components/resource-kit/types';
import { useSession } from '@/lib/use-session';

const NO_FILTERS: never[] = [];

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  text: ResourceText;
  filters: CrudFilter[];
  onApply: (filters: CrudFilter[]) => void;
};

/**
 * The values with every other field emptied. Not `form.resetFields()`: a reset remounts each field's input (that is
 * how rc-field-form clears them), so every search or page open built the inputs twice and a look-up select sent
 * its list call again.
 */
function everyField(declared: FilterDecl[], values: FilterValues): FilterValues {
  const all: FilterValues = Object.fromEntries(filterKeys(declared).map((key) => [key, undefined]));
  return { ...all, ...values };
}

function FilterPanelView<T extends BaseRecord>({ definition, text, filters, onApply }: Props<T>) {
  const declared = definition.filters ?? NO_FILTERS;
  const [form] = Form.useForm();
  const [collapsed, setCollapsed] = useState(false);
  const userType = useSession().profile?.type;
  // One per instance: the same list open in two tabs (a drill onto its own page) is two forms, and a form's name
  // prefixes its fields' ids (antd warns of "multiple Form with same name", and labels would find the other's input).
  const bodyId = `filters-${definition.name}-${useId()}`;

  // The table's filters are the truth (they may come from the URL); the form shows them. Only when they change:
  // a kept-alive tab's effects run again each time it is shown, and text typed but not yet applied must stay.
  const synced = useRef<{ declared: typeof declared; filters: CrudFilter[] } | null>(null);
  useEffect(() => {
    if (synced.current?.declared === declared && synced.current.filters === filters) return;
    synced.current = { declared, filters };
    form.setFieldsValue(everyField(declared, fromCrudFilters(declared, filters)));
  }, [form, declared, filters]);

  // A value its kind refuses (a range over its limit) is not applied: the input itself says why, nothing is sent.
  const apply = (values: FilterValues) => {
    const refused = declared.some((f) => kindOf(f).problem?.(values, f as never, text));
    if (!refused) onApply(toCrudFilters(declared, values));
  };

  const reset = () => {
    form.setFieldsValue(everyField(declared, defaultFilterValues(declared)));
    onApply(toCrudFilters(declared, defaultFilterValues(declared)));
  };

  return (
    <Card
      size="small"
      title={text.t('kit:filters.title')}
      data-testid="filter-panel"
      styles={{ body: collapsed ? { display: 'none' } : undefined }}
      extra={
        <Button
          type="link"
          size="small"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          icon={collapsed ? <DownOutlined /> : <UpOutlined />}
          onClick={() => setCollapsed((c) => !c)}
        >
          {text.t(collapsed ? 'kit:filters.expand' : 'kit:filters.collapse')}
        </Button>
      }
    >
      <Form id={bodyId} form={form} name={bodyId} onFinish={apply} hidden={collapsed}>
        <Row gutter={16}>
          {declared
            .filter((filter) => !fixedByScope(filter, userType))
            .map((filter) => {
              const label = text.filter(filter.key);
              // The kind's own checks (a number field's range): a value it refuses says why under the input.
              const rules = kindOf(filter).rules?.(filter as never, label, text);
              return (
                <Col key={filter.key} {...filterColumn(filter, text)}>
                  <KindField
                    decl={filter}
                    text={text}
                    mode="filter"
                    label={label}
                    rules={rules}
                    style={{ marginBottom: 12 }}
                  />
                </Col>
              );
            })}
          <Col flex="auto" style={{ textAlign: 'right', marginBottom: 12 }}>
            <Space>
              <Button onClick={reset}>{text.t('kit:filters.reset')}</Button>
              <Button type="primary" htmlType="submit" data-testid="filter-search">
                {text.t('kit:filters.search')}
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}

/** Renders when its props change: the list's rows, loading and paging do not reach it. */
export const FilterPanel = memo(FilterPanelView) as typeof FilterPanelView;
