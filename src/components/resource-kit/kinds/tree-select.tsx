// A node of another resource's tree (a menu item's parent): a tree select over that resource's rows, nested by
// their parent id; the top level can be offered as a choice of its own (`rootLabel`, value 0).
import { useList } from '@refinedev/core';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { translateTitle } from '@/i18n/i18n';
import { nestByParent, type Nested } from '@/lib/tree';

type Row = Record<string, unknown>;

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    treeSelect: {
      resource: string;
      labelKey: string;
      /** A locale key: the top level as a choice (value 0). */
      rootLabel?: string;
      /** Which rows may be chosen (others are shown, disabled). */
      selectable?: (row: Row) => boolean;
    };
  }
}

type Options = {
  resource: string;
  labelKey: string;
  valueKey: string;
  parentKey: string;
  rootLabel?: string;
  selectable?: (row: Row) => boolean;
  text: ResourceText;
};

function toNodes(nodes: Nested<Row>[], o: Options): NonNullable<TreeSelectProps['treeData']> {
  return nodes.map((node) => ({
    value: node[o.valueKey] as number,
    title: translateTitle(String(node[o.labelKey] ?? '')),
    disabled: o.selectable ? !o.selectable(node) : false,
    children: node.children ? toNodes(node.children, o) : undefined,
  }));
}

export function TreeSelectInput({ options, ...rest }: TreeSelectProps & { options: Options }) {
  const { result, query } = useList<Row>({
    resource: options.resource,
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const treeData = useMemo(() => {
    const nodes = toNodes(nestByParent(result.data, options.valueKey, options.parentKey), options);
    return options.rootLabel ? [{ value: 0, title: options.text.t(options.rootLabel), children: nodes }] : nodes;
  }, [result.data, options]);
  return (
    <TreeSelect
      {...rest}
      treeData={treeData}
      loading={query.isFetching}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      allowClear
      style={{ width: '100%' }}
    />
  );
}

export const kind = defineKind({
  name: 'treeSelect',
  choice: true,
  ariaRequired: false,
  input: ({ decl, text }) => (
    <TreeSelectInput
      options={{
        resource: decl.resource,
        labelKey: decl.labelKey,
        valueKey: 'id',
        parentKey: 'parentId',
        rootLabel: decl.rootLabel,
        selectable: decl.selectable,
        text,
      }}
    />
  ),
  fromWire: (wire, decl) => {
    const value = wire[decl.key];
    if (isBlank(value)) return {};
    return { [decl.key]: Number.isFinite(Number(value)) ? Number(value) : value };
  },
});
