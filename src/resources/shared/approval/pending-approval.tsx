// A record's pending request, where the record is shown (the player's info tab, a game's or a bill's row): who asked,
// what would change, since when, a link to it for a role that may open the approvals page, and withdraw for the
// maker. `compact` (a table cell) shows a button that opens the same text in a dialog, one keyboard stop per row.
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRow, ApprovalTargetType } from '@/api/approvals';
import { TabModal } from '@/components/tab-modal';
import { changeLabels } from '@/components/resource-kit/history/change-labels';
import { changeValue } from '@/components/resource-kit/history/changes-table';
import { formatTime } from '@/lib/format';
import { useModalState } from '@/lib/use-modal-gate';
import { useSession } from '@/lib/use-session';
import { ApprovalLink } from '@/resources/shared/approval/approval-link';
import { actionLabel } from '@/resources/shared/approval/approval-text';
import { usePendingApprovals, useWithdraw } from '@/resources/shared/approval/use-pending-approval';

function PendingText({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation('shared');
  const { message } = App.useApp();
  const session = useSession();
  const withdraw = useWithdraw();
  const mine = session.profile?.id === row.makerId;
  const { fieldName } = changeLabels(t, row.module);
  const what = row.changes
    .map((c) => `${fieldName(c.field)}: ${changeValue(c.before)} → ${changeValue(c.after)}`)
    .join('; ');
  return (
    <Flex vertical gap={4} data-testid="pending-approval-text">
      <Typography.Text>
        {t('approval.pending.who', {
          id: row.id,
          maker: row.makerName,
          action: actionLabel(t, row.action),
          since: formatTime(row.createTime),
        })}
      </Typography.Text>
      {what ? <Typography.Text type="secondary">{what}</Typography.Text> : null}
      <Flex gap={12} align="center">
        <ApprovalLink id={row.id}>{t('approval.pending.open', { id: row.id })}</ApprovalLink>
        {mine ? (
          <Button
            size="small"
            danger
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(row.id, { onSuccess: () => void message.success(t('approval.pending.withdrawn')) })
            }
          >
            {t('approval.pending.withdraw')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** A row's pending request: a small button (a keyboard stop of its own) opening the request's text in a dialog. */
function PendingButton({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation('shared');
  // The console's modal gate: a double click opens one dialog and does not close it again.
  const dialog = useModalState<true>();
  return (
    <>
      <Button size="small" color="orange" variant="outlined" onClick={() => dialog.open(true)}>
        {t('approval.pending.tag', { id: row.id })}
      </Button>
      <TabModal
        open={dialog.value !== null}
        title={t('approval.pending.title')}
        onCancel={(event) => dialog.close(event)}
        footer={null}
        width={560}
        destroyOnHidden
      >
        <PendingText row={row} />
      </TabModal>
    </>
  );
}

type Props = { targetType: ApprovalTargetType; targetId: string; compact?: boolean };

export function PendingApproval({ targetType, targetId, compact }: Props) {
  const { t } = useTranslation('shared');
  const { data } = usePendingApprovals(targetType, targetId);
  if (!data?.length) return null;
  if (compact)
    return (
      <Flex gap={4} wrap>
        {data.map((row) => (
          <PendingButton key={row.id} row={row} />
        ))}
      </Flex>
    );
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }} data-testid="pending-approval">
      {data.map((row) => (
        <Alert
          key={row.id}
          type="warning"
          showIcon
          message={t('approval.pending.title')}
          description={<PendingText row={row} />}
        />
      ))}
    </Flex>
  );
}
