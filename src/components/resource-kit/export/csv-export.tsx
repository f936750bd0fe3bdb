// CSV export of every row matching the current filters and sort: pages through the list call (200 rows a call, the
// largest page the contract allows) with a progress bar and a cancel button, then saves the file. Each page is
// formatted as it arrives and handed to the writer (a Web Worker, csv-writer.ts), and its rows are dropped: a
// 50,000-row export keeps no rows on the page and never holds its main thread for long. The progress dialog leaves
// the page usable (no mask): a long export goes on while the operator works in this or another tab.
import { DownloadOutlined } from '@ant-design/icons';
import { useDataProvider, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { App, Button, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { csvColumns, csvHeader, csvPage } from '@/components/resource-kit/export/csv';
import { openCsvWriter } from '@/components/resource-kit/export/csv-writer';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl, ResourceDefinition } from '@/components/resource-kit/types';
import { saveBlob } from '@/lib/download';
import { consoleNow } from '@/lib/format';
import { TabModal } from '@/components/tab-modal';

export const EXPORT_PAGE_SIZE = 200;

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  text: ResourceText;
  columns: ColumnDecl<T>[];
  filters: CrudFilter[];
  sorters: CrudSort[];
  disabled?: boolean;
};

type Progress = { done: number; total: number };

// Without a mask antd's wrapper still covers the page and takes its clicks; only the dialog itself should.
const PASS_THROUGH = { wrapper: { pointerEvents: 'none' as const } };

export function fileNameFor(title: string, now = consoleNow()): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'export';
  return `${safe}-${now.format('YYYYMMDD-HHmmss')}.csv`;
}

export function CsvExportButton<T extends BaseRecord>({
  definition,
  text,
  columns,
  filters,
  sorters,
  disabled,
}: Props<T>) {
  const { message } = App.useApp();
  const getDataProvider = useDataProvider();
  const [progress, setProgress] = useState<Progress | null>(null);
  const run = useRef(0);

  const start = async () => {
    const id = ++run.current;
    const live = () => run.current === id;
    const dataProvider = getDataProvider();
    const outs = csvColumns(columns, text);
    const writer = openCsvWriter();
    writer.add(csvHeader(outs));
    let done = 0;
    setProgress({ done: 0, total: 0 });
    try {
      for (let page = 1; ; page++) {
        const result = await dataProvider.getList<T>({
          resource: definition.name,
          pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: 'server' },
          filters,
          sorters,
          meta: definition.meta,
        });
        if (!live()) return;
        writer.add(csvPage(outs, result.data));
        done += result.data.length;
        setProgress({ done, total: result.total });
        if (result.data.length < EXPORT_PAGE_SIZE || done >= result.total) break;
      }
      const file = await writer.finish();
      if (!live()) return;
      saveBlob(file, fileNameFor(text.title()));
      message.success(text.t('kit:export.done', { count: done }));
    } catch {
      // The HTTP client has shown a failed call; the export just stops.
      if (live()) message.error(text.t('kit:export.failed'));
    } finally {
      writer.close();
      if (live()) setProgress(null);
    }
  };

  const cancel = () => {
    run.current++;
    setProgress(null);
    message.info(text.t('kit:export.cancelled'));
  };

  const percent = progress && progress.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        disabled={disabled || progress !== null}
        onClick={() => void start()}
        data-testid="csv-export"
      >
        {text.t('kit:export.button')}
      </Button>
      <TabModal
        open={progress !== null}
        title={text.t('kit:export.title')}
        closable={false}
        mask={false}
        styles={PASS_THROUGH}
        footer={<Button onClick={cancel}>{text.t('kit:export.cancel')}</Button>}
      >
        <Progress percent={percent} status="active" data-testid="csv-export-progress" />
        <Typography.Text type="secondary">
          {text.t('kit:export.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
        </Typography.Text>
      </TabModal>
    </>
  );
}
