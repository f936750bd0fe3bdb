// The approvals page: the requests (pending for me, mine, all: the list call's status / mine params as the list's
// scope) and the rules, as two tabs. `?id=` opens that request's drawer: how a dialog's "submitted for approval"
// link, the header count and the palette reach one request. `?view=pending` starts on that view.
import type { CrudFilter } from '@refinedev/core';
import { Flex, Segmented, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApprovalRow } from '@/api/approvals';
import { i18n } from '@/i18n/i18n';
import { usePaneTitle, type TitleSuffix } from '@/lib/pane-title';
import { ResourceTable } from '@/components/resource-kit/list/resource-table';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { ApprovalDrawer } from '@/resources/system/approval-drawer';
import { ApprovalOpenContext } from '@/resources/system/approval-open';
import { ApprovalRules } from '@/resources/system/approval-rules';

export type ApprovalListView = 'pending' | 'mine' | 'all';
const VIEWS: ApprovalListView[] = ['pending', 'mine', 'all'];

const SCOPES: Record<ApprovalListView, CrudFilter[]> = {
  pending: [{ field: 'status', operator: 'eq', value: 1 }],
  mine: [{ field: 'mine', operator: 'eq', value: 1 }],
  all: [],
};

function Requests({ definition }: { definition: ResourceDefinition<ApprovalRow> }) {
  const { t } = useTranslation('system');
  const [params] = useSearchParams();
  const asked = params.get('view') as ApprovalListView | null;
  const [view, setView] = useState<ApprovalListView>(asked && VIEWS.includes(asked) ? asked : 'pending');
  const options = useMemo(() => ({ scope: SCOPES[view], syncWithLocation: false }), [view]);
  return (
    <Flex vertical gap={12}>
      <Segmented<ApprovalListView>
        value={view}
        onChange={setView}
        aria-label={t('approval.views.label')}
        options={VIEWS.map((value) => ({ value, label: t(`approval.views.${value}`) }))}
      />
      {/* keyed by view: each view is its own list (page 1, its own filters) */}
      <ResourceTable key={view} definition={definition} options={options} layout="natural" />
    </Flex>
  );
}

/** A tab opened on one request or one view says which (the workspace tells tabs apart by `id` and `view`). */
function useTabName(id: number | null, view: string | null) {
  const suffix = useMemo<TitleSuffix>(() => {
    if (id !== null) return () => i18n.t('system:approval.drawer.title', { id });
    if (view && VIEWS.includes(view as ApprovalListView)) return () => i18n.t(`system:approval.views.${view}`);
    return null;
  }, [id, view]);
  usePaneTitle(suffix);
}

export function ApprovalView({ definition }: { definition: ResourceDefinition<ApprovalRow> }) {
  const { t } = useTranslation('system');
  const [params] = useSearchParams();
  const fromUrl = Number(params.get('id')) || null;
  useTabName(fromUrl, params.get('view'));
  const [open, setOpen] = useState<{ url: number | null; id: number | null }>({ url: fromUrl, id: fromUrl });
  // The address changed from outside (a link, the palette): it wins over the drawer last opened here.
  if (open.url !== fromUrl) setOpen({ url: fromUrl, id: fromUrl });
  const openRequest = useMemo(() => (id: number) => setOpen((o) => ({ ...o, id })), []);
  return (
    <ApprovalOpenContext.Provider value={openRequest}>
      <Tabs
        items={[
          { key: 'requests', label: t('approval.tabs.requests'), children: <Requests definition={definition} /> },
          { key: 'rules', label: t('approval.tabs.rules'), children: <ApprovalRules /> },
        ]}
      />
      {open.id !== null ? <ApprovalDrawer id={open.id} onClose={() => setOpen((o) => ({ ...o, id: null }))} /> : null}
    </ApprovalOpenContext.Provider>
  );
}
