import { DeleteOutlined, DownloadOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import type { ExportTask } from '@/types/api';

/** The drawer's task table (in its own chunk with antd's Table; see export-drawer.tsx). */
export function ExportTaskTable({ open }: { open: boolean }) {
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
    { title: t('export.id'), dataIndex: 'id', width: 90 },
    { title: t('export.fileName'), dataIndex: 'fileName', ellipsis: { showTitle: true } },
    {
      title: t('export.status'),
      dataIndex: 'statusText',
      width: 100,
      render: (text: string, task) => (
        <Tag
          color={task.status === TASK_FINISHED ? 'success' : 'processing'}
          icon={task.status === TASK_IN_PROGRESS ? <SyncOutlined spin /> : null}
        >
          {text}
        </Tag>
      ),
    },
    {
      title: t('export.actions'),
      key: 'actions',
      width: 96,
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
