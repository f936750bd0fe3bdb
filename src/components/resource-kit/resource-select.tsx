// A select whose options are another resource's list (Refine's useSelect), e.g. the game classify entries.
import { useSelect } from '@refinedev/antd';
import { Select, type SelectProps } from 'antd';

type Props = Omit<SelectProps, 'options'> & { resource: string; optionLabel: string; optionValue: string };

export function ResourceSelect({ resource, optionLabel, optionValue, ...rest }: Props) {
  const { selectProps, query } = useSelect({
    resource,
    optionLabel: optionLabel as never,
    optionValue: optionValue as never,
    // One page of the largest size the contract allows; option lists are small look-ups.
    pagination: { pageSize: 200, mode: 'server' },
    errorNotification: false,
  });
  // Searched in the browser: the whole (small) list is loaded, and the server need not support a name filter.
  return (
    <Select
      {...rest}
      options={selectProps.options}
      loading={query.isFetching}
      allowClear
      showSearch
      optionFilterProp="label"
    />
  );
}
