import { CloudDownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportKeys } from '@/app/export-drawer/export-api';
import { ExportDrawer } from '@/app/export-drawer/export-drawer';
import { useNewTaskCount } from '@/app/export-drawer/use-export-tasks';

/** The export-task button: the badge shows newCount (polled), and it opens the task drawer. */
export function ExportButton() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const count = useNewTaskCount().data ?? 0;
  const onOpen = () => {
    setOpen(true);
    void queryClient.invalidateQueries({ queryKey: exportKeys.all });
  };
  return (
    <>
      <Tooltip title={t('export.title')}>
        <Badge count={count} size="small" offset={[-4, 4]} data-testid="export-badge">
          <Button
            type="text"
            icon={<CloudDownloadOutlined />}
            onClick={onOpen}
            aria-label={t('export.title')}
            data-testid="export-button"
          />
        </Badge>
      </Tooltip>
      <ExportDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
