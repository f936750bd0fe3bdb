// How a row of the approvals list opens its drawer: the list's cells are declared statically, so the page hands them
// its opener through this context, and the request's number is a link (focusable, read as "request #id").
import { Typography } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRow } from '@/api/approvals';

export const ApprovalOpenContext = createContext<(id: number) => void>(() => undefined);

export function RequestLink({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation('system');
  const open = useContext(ApprovalOpenContext);
  return (
    <Typography.Link onClick={() => open(row.id)} aria-label={t('approval.open', { id: row.id })}>
      #{row.id}
    </Typography.Link>
  );
}
