// The export-task drawer. Its table (antd's Table) loads on the first open, so the shell every page waits for does
// without it; a chunk that fails to load offers the reload, as a page does.
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageErrorBoundary } from '@/app/background/page-error-boundary';
import { NARROW_DRAWER_WIDTH, useDrawerWidth } from '@/app/export-drawer/drawer-width';
import { lazyPage } from '@/app/routing/lazy-page';

const ExportTaskTable = lazyPage(() => import('@/app/export-drawer/export-task-table'), 'ExportTaskTable');

export function ExportDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const width = useDrawerWidth();
  const narrow = width === NARROW_DRAWER_WIDTH;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={width}
      title={t('export.title')}
      destroyOnHidden={false}
      // on a phone every pixel of the 350 px goes to the file names
      styles={narrow ? { body: { padding: 12 } } : undefined}
      data-testid="export-drawer"
    >
      <PageErrorBoundary>
        <ExportTaskTable open={open} narrow={narrow} />
      </PageErrorBoundary>
    </Drawer>
  );
}
