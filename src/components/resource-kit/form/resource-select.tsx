// A select whose options are another resource's list (Refine's useSelect), e.g. the game classify entries. In a form
// the list may be narrowed by the form's own values (ScopedResourceSelect: a merchant account's roles by its type).
import { useSelect } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Form, Select, type SelectProps } from 'antd';
import { useEffect, useMemo } from 'react';

type Props = Omit<SelectProps, 'options'> & {
  resource: string;
  optionLabel: string;
  optionValue: string;
  /** Filters every call of the list carries (keep the array stable). */
  filters?: CrudFilter[];
  /** Called with the options once they have loaded for the current filters. */
  onOptions?: (values: unknown[]) => void;
};

export function ResourceSelect({ resource, optionLabel, optionValue, filters, onOptions, ...rest }: Props) {
  const { selectProps, query } = useSelect({
    resource,
    optionLabel: optionLabel as never,
    optionValue: optionValue as never,
    filters,
    // One page of the largest size the contract allows; option lists are small look-ups.
    pagination: { pageSize: 200, mode: 'server' },
    errorNotification: false,
  });
  const options = selectProps.options;
  const settled = query.isSuccess && !query.isFetching;
  useEffect(() => {
    if (settled) onOptions?.((options ?? []).map((o) => o.value));
  }, [settled, options, onOptions]);
  // Searched in the browser: the whole (small) list is loaded, and the server need not support a name filter.
  return (
    <Select {...rest} options={options} loading={query.isFetching} allowClear showSearch optionFilterProp="label" />
  );
}

type ScopedProps = Props & {
  /** The form field the select edits: cleared when the narrowed list no longer offers its value. */
  field: string;
  filterBy: (values: Record<string, unknown>) => Record<string, string | number> | undefined;
};

/** The list narrowed by the form's values, asked again when they change; a value it no longer offers is cleared. */
export function ScopedResourceSelect({ field, filterBy, ...rest }: ScopedProps) {
  const form = Form.useFormInstance();
  // useWatch compares the selected value by its JSON, so a new object with the same keys renders nothing more.
  const scope = Form.useWatch((values: Record<string, unknown> | undefined) => filterBy(values ?? {}), form);
  const key = JSON.stringify(scope ?? {});
  const filters = useMemo(
    () =>
      Object.entries(JSON.parse(key) as Record<string, string | number>).map(([name, value]): CrudFilter => ({
        field: name,
        operator: 'eq',
        value,
      })),
    [key],
  );
  const onOptions = useMemo(
    () => (offered: unknown[]) => {
      const current: unknown = form.getFieldValue(field);
      if (current !== undefined && current !== null && !offered.includes(current)) form.setFieldValue(field, undefined);
    },
    [form, field],
  );
  return <ResourceSelect {...rest} filters={filters} onOptions={onOptions} />;
}
