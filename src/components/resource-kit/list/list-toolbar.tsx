// Above the table: the page's own buttons on the left (create, toolbar actions, the selection count, auto-refresh);
// refresh, density, column settings and CSV export on the right; then why the list is empty, if it is blocked or
// failed. `children` adds a page's own buttons to the left.
import { PauseCircleOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ColumnSettings, DensityMenu } from '@/components/resource-kit/columns/column-settings';
import { CsvExportButton } from '@/components/resource-kit/export/csv-export';
import { filterValues } from '@/components/resource-kit/detail/drill';
import { useListContext } from '@/components/resource-kit/list/list-context';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { ToolbarAction } from '@/components/resource-kit/actions/toolbar-action';
import type { AutoRefresh } from '@/components/resource-kit/list/use-resource-list';

/**
 * The auto-refresh toggle and its state, each said once: the button says what it does (pause, resume), the status how
 * the list refreshes now (every N s; not while nothing is in progress, when no call is made; held; off).
 */
export function AutoRefreshControl({ autoRefresh, text }: { autoRefresh: AutoRefresh; text: ResourceText }) {
  const { on, paused, seconds, idle } = autoRefresh;
  const label = text.t(on ? 'kit:autoRefresh.pause' : 'kit:autoRefresh.resume');
  const state = !on ? 'stateOff' : paused ? 'stateHeld' : idle ? 'stateIdle' : 'stateOn';
  return (
    <>
      <Tooltip title={on && paused ? text.t('kit:autoRefresh.held') : undefined}>
        <Button
          icon={on ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          onClick={autoRefresh.toggle}
          aria-pressed={on}
          data-testid="auto-refresh"
        >
          {label}
        </Button>
      </Tooltip>
      {/* A polite status that changes only with the state (never on each refresh), so a screen reader hears it once. */}
      <Typography.Text type={paused ? 'warning' : 'secondary'} role="status" data-testid="auto-refresh-state">
        {text.t(`kit:autoRefresh.${state}`, { seconds })}
      </Typography.Text>
    </>
  );
}

function AutoRefreshButton() {
  const { autoRefresh, text } = useListContext();
  return autoRefresh ? <AutoRefreshControl autoRefresh={autoRefresh} text={text} /> : null;
}

export function ListToolbar({ children }: { children?: ReactNode }) {
  const list = useListContext();
  const { definition, text, prefs, savePrefs, blocked, error, refetch, selection } = list;
  const selectable = list.toolbarActions.some((a) => a.selection);
  const current = filterValues(list.filters);
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          {list.forms.createButton}
          {list.toolbarActions.map((action) => (
            <ToolbarAction
              key={action.key}
              definition={definition}
              text={text}
              action={action}
              selected={selection.rows}
              current={current}
              rows={list.rows}
              run={list.actions.run}
              running={list.actions.running}
              onDone={() => selection.set([])}
            />
          ))}
          {selectable && selection.rows.length ? (
            <span>{text.t('kit:table.selected', { count: selection.rows.length })}</span>
          ) : null}
          {children}
          <AutoRefreshButton />
        </Space>
        <Space wrap>
          <Tooltip title={text.t('kit:table.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={text.t('kit:table.refresh')}
              onClick={refetch}
              disabled={!!blocked}
            />
          </Tooltip>
          <DensityMenu prefs={prefs} text={text} onChange={savePrefs} />
          <ColumnSettings columns={list.offered} prefs={prefs} text={text} onChange={savePrefs} />
          {definition.export === false ? null : (
            <CsvExportButton
              definition={definition}
              text={text}
              columns={list.columns}
              filters={list.filters}
              sorters={list.sorters}
              disabled={!!blocked}
            />
          )}
        </Space>
      </Flex>
      {blocked ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={blocked} /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={text.t('kit:table.loadFailed')}
          description={error.message}
          action={
            <Button size="small" onClick={refetch}>
              {text.t('kit:table.retry')}
            </Button>
          }
          data-testid="table-error"
        />
      ) : null}
    </>
  );
}
