// 运行日志 (system.runtimeLog): the servers' log lines, newest first, to the millisecond. An empty range is the
// server's last hour, which moves with the clock, so the auto-refresh brings new lines (paused while the user reads).
import { createElement } from 'react';
import { defineResource } from '@/components/resource-kit/define-resource';
import type { RuntimeLogRow } from '@/api/system-logs';
import { LOG_LEVEL_ENUM } from '@/resources/system/log-enums';
import { LogMessage } from '@/resources/system/log-views';

export const RuntimeLogPage = defineResource<RuntimeLogRow>({
  name: 'system.runtimeLog',
  rowKey: 'id',
  columns: [
    { key: 'time', kind: 'time', ms: true, width: 200 },
    { key: 'level', kind: 'enum', enum: LOG_LEVEL_ENUM },
    { key: 'service' },
    { key: 'node' },
    { key: 'traceId', kind: 'copy' },
    { key: 'logger', hidden: true },
    { key: 'thread', hidden: true },
    {
      key: 'message',
      width: 560,
      render: (row) => createElement(LogMessage, { message: row.message, stack: row.stack }),
    },
  ],
  filters: [
    { key: 'date', kind: 'dateRange', maxHours: 24 },
    { key: 'level', kind: 'enum', enum: LOG_LEVEL_ENUM },
    { key: 'service', kind: 'text' },
    { key: 'node', kind: 'text' },
    { key: 'traceId', kind: 'text' },
    { key: 'keyword', kind: 'text' },
  ],
  pageSize: 50,
  autoRefresh: { seconds: 15 },
});
