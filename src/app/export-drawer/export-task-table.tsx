import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  ExclamationCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportTask } from '@/api/common';
import {
  downloadTask,
  EXPORT_PAGE_SIZE,
  exportKeys,
  removeTask,
  TASK_FINISHED,
  TASK_IN_PROGRESS,
} from '@/app/export-drawer/export-api';
import { useExportTasks } from '@/app/export-drawer/use-export-tasks';
import { feedback } from '@/lib/feedback';

// A file name breaks anywhere rather than being cut: at 350 px an ellipsis left one letter, and a phone has no
// hover to show a title. The title stays for a cut-off rendering elsewhere (a copy, a zoomed page).
const FILE_NAME_STYLE = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/** Status as an icon with the server's text (never colour alone), for every status the server may send. */
function TaskStatus({ task }: { task: ExportTask }) {
  const running = task.status === TASK_IN_PROGRESS;
  const finished = task.status === TASK_FINISHED;
  const icon = running ? <SyncOutlined spin /> : finished ? <CheckCircleOutlined /> : <ExclamationCircleOutlined />;
  return (
    <Tag
      color={running ? 'processing' : finished ? 'success' : 'warning'}
      icon={icon}
      data-testid="export-task-status"
      style={{ marginInlineEnd: 0 }}
    >
      {task.statusText}
    </Tag>
  );
}

/**
 * The drawer's task table (in its own chunk with antd's Table; see export-drawer.tsx). `narrow` (the 350 px drawer)
 * puts the status under the file name, so the name keeps most of the width instead of a column's sliver.
 */
export function ExportTaskTable({ open, narrow = false }: { open: boolean; narrow?: boolean }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState<number | null>(null);
  const tasks = useExportTasks(page, open);
  const rows = tasks.data?.list ?? [];

  const remove = async (task: ExportTask) => {
    try {
      await removeTask(task.id);
    } catch {
      return; // the client has shown why
    }
    feedback().message.success(t('export.deleted'));
    // The last row of the last page: step back so the list is not empty.
    if (rows.length === 1 && page > 1) setPage(page - 1);
    await queryClient.invalidateQueries({ queryKey: exportKeys.all });
  };

  const download = async (task: ExportTask) => {
    setDownloading(task.id);
    await downloadTask(task);
    setDownloading(null);
  };

  const columns: TableColumnsType<ExportTask> = [
    { title: t('export.id'), dataIndex: 'id', width: narrow ? 64 : 80 },
    {
      title: narrow ? `${t('export.fileName')} / ${t('export.status')}` : t('export.fileName'),
      dataIndex: 'fileName',
      render: (name: string, task) => (
        <>
          <span title={name} style={FILE_NAME_STYLE} data-testid="export-file-name">
            {name}
          </span>
          {narrow ? (
            <div style={{ marginTop: 4 }}>
              <TaskStatus task={task} />
            </div>
          ) : null}
        </>
      ),
    },
    ...(narrow
      ? []
      : [
          {
            title: t('export.status'),
            dataIndex: 'statusText',
            width: 120,
            render: (_: string, task: ExportTask) => <TaskStatus task={task} />,
          },
        ]),
    {
      title: t('export.actions'),
      key: 'actions',
      width: 72,
      render: (_, task) => (
        <Space size={0}>
          <Tooltip title={t('export.download')}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              aria-label={t('export.download')}
              disabled={task.status !== TASK_FINISHED}
              loading={downloading === task.id}
              onClick={() => void download(task)}
            />
          </Tooltip>
          <Popconfirm
            title={t('export.deleteConfirm', { name: task.fileName })}
            onConfirm={() => remove(task)}
            disabled={task.status === TASK_IN_PROGRESS}
          >
            <Tooltip title={task.status === TASK_IN_PROGRESS ? t('export.runningCannotDelete') : t('export.delete')}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('export.delete')}
                disabled={task.status === TASK_IN_PROGRESS}
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Table<ExportTask>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={tasks.isFetching && !tasks.data}
      tableLayout="fixed"
      pagination={{
        current: page,
        pageSize: EXPORT_PAGE_SIZE,
        total: tasks.data?.total ?? 0,
        showSizeChanger: false,
        size: 'small',
        onChange: setPage,
      }}
      rowClassName={(task) => `export-task-status-${task.status}`}
    />
  );
}
