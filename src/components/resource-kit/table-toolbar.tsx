// Above the table: the page's own buttons on the left (create, toolbar actions, selection count); refresh,
// density, column settings and CSV export on the right; then why the list is empty, if it is blocked or failed.
import { ReloadOutlined } from '@ant-design/icons';
import type { BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import { Alert, Button, Flex, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnPrefs } from '@/components/resource-kit/column-prefs';
import { ColumnSettings, DensityMenu } from '@/components/resource-kit/column-settings';
import { CsvExportButton } from '@/components/resource-kit/csv-export';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl, ResourceDefinition } from '@/components/resource-kit/types';

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  text: ResourceText;
  prefs: ColumnPrefs;
  onPrefs: (prefs: ColumnPrefs | null) => void;
  /** The visible columns in their order (what the export writes). */
  columns: ColumnDecl<T>[];
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** The longest span of an over-long date range that keeps the query from being sent. */
  blockedDays?: number;
  error: { message: string } | null;
  onRefresh: () => void;
  children: ReactNode;
};

export function TableToolbar<T extends BaseRecord>(props: Props<T>) {
  const { definition, text, prefs, onPrefs, blockedDays, error, onRefresh } = props;
  const blocked = blockedDays !== undefined;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>{props.children}</Space>
        <Space wrap>
          <Tooltip title={text.t('kit:table.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={text.t('kit:table.refresh')}
              onClick={onRefresh}
              disabled={blocked}
            />
          </Tooltip>
          <DensityMenu prefs={prefs} text={text} onChange={onPrefs} />
          <ColumnSettings columns={definition.columns} prefs={prefs} text={text} onChange={onPrefs} />
          {definition.export === false ? null : (
            <CsvExportButton
              definition={definition}
              text={text}
              columns={props.columns}
              filters={props.filters}
              sorters={props.sorters}
              disabled={blocked}
            />
          )}
        </Space>
      </Flex>
      {blocked ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={text.t('kit:table.blocked', { days: blockedDays })}
        />
      ) : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={text.t('kit:table.loadFailed')}
          description={error.message}
          action={
            <Button size="small" onClick={onRefresh}>
              {text.t('kit:table.retry')}
            </Button>
          }
          data-testid="table-error"
        />
      ) : null}
    </>
  );
}
