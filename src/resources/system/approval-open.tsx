// How a row of the approvals list opens its drawer: the list's cells are declared statically, so the page hands them
// its opener through this context. The request's number is a real link (its address opens the same drawer, in a new
// browser tab too), read as "open request #id".
import { Typography } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRow } from '@/api/approvals';
import { approvalHref, useApprovalPagePath } from '@/resources/shared/approval/approval-link';

export const ApprovalOpenContext = createContext<(id: number) => void>(() => undefined);

export function RequestLink({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation('system');
  const open = useContext(ApprovalOpenContext);
  const path = useApprovalPagePath() ?? '/system/approval';
  return (
    <Typography.Link
      href={approvalHref(path, { id: row.id })}
      aria-label={t('approval.open', { id: row.id })}
      onClick={(event) => {
        event.preventDefault();
        open(row.id);
      }}
    >
      #{row.id}
    </Typography.Link>
  );
}
