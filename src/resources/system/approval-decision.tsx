// Approve / reject in the request's drawer (operations.md 7.1). Absent for the maker; otherwise shown, and disabled
// with the reason in visible text (the buttons point to it with aria-describedby) when the request cannot be decided
// by this user now. Reject needs a remark of 4-200 characters; approve takes an optional one. After a decision the
// list, the header count and the record's pending request ask again.
import { useInvalidate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalApproveResult, ApprovalRow } from '@/api/approvals';
import { consoleNow, TIME_FORMAT } from '@/lib/format';
import { http } from '@/lib/http-client';
import { useSession } from '@/lib/use-session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { APPROVAL_PAGE, APPROVAL_URL, invalidateApprovals } from '@/resources/shared/approval/approval-api';
import { actionLabel } from '@/resources/shared/approval/approval-text';
import { useWithdraw } from '@/resources/shared/approval/use-pending-approval';
import { decisionBlock } from '@/resources/system/approval-decision-rules';

const REMARK = { min: 4, max: 200 };

export function ApprovalDecisionPanel({ row, onDecided }: { row: ApprovalRow; onDecided?: () => void }) {
  const { t } = useTranslation(['system', 'shared']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ remark?: string }>();
  const session = useSession();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const flight = useSingleFlight();
  const reasonId = useId();
  const withdraw = useWithdraw();
  const block = decisionBlock(row, {
    id: session.profile?.id,
    has: (key) => session.permissions.has(key),
    now: consoleNow().format(TIME_FORMAT),
  });
  const decided = () => {
    onDecided?.();
    void invalidateApprovals(client);
    void invalidate({ resource: APPROVAL_PAGE, invalidates: ['list'] });
  };
  // The maker's own request: no decision, but withdraw while it is pending.
  if (block.kind === 'maker')
    return (
      <Flex gap={12} align="center" wrap>
        <Typography.Text type="secondary">{t('approval.decision.ownRequest')}</Typography.Text>
        {row.status === 1 ? (
          <Button danger loading={withdraw.isPending} onClick={() => withdraw.mutate(row.id, { onSuccess: decided })}>
            {t('shared:approval.pending.withdraw')}
          </Button>
        ) : null}
      </Flex>
    );
  const disabled = block.kind === 'reason';

  const approve = () =>
    flight
      .run(async () => {
        const remark = (form.getFieldValue('remark') as string | undefined)?.trim();
        const answer = await http.post<ApprovalApproveResult>(APPROVAL_URL.approve, {
          id: row.id,
          remark: remark || undefined,
        });
        if (answer?.status === 6) message.warning(t('approval.decision.failed', { reason: answer.resultMsg }));
        else message.success(t('approval.decision.approved', { id: row.id }));
        decided();
      })
      .catch(() => undefined); // the client has shown the refusal (a 错误提示 modal)
  const reject = async () => {
    const { remark } = await form.validateFields().catch(() => ({ remark: undefined }));
    if (!remark?.trim()) return;
    await flight
      .run(async () => {
        await http.post<null>(APPROVAL_URL.reject, { id: row.id, remark: remark.trim() });
        message.success(t('approval.decision.rejected', { id: row.id }));
        decided();
      })
      .catch(() => undefined);
  };

  return (
    <Form form={form} layout="vertical" disabled={disabled || flight.pending} data-testid="approval-decision">
      <Form.Item
        name="remark"
        label={t('approval.decision.remark')}
        extra={t('approval.decision.remarkHint')}
        rules={[
          {
            validator: async (_rule, value?: string) => {
              const length = value?.trim().length ?? 0;
              // Only a reject needs one; an approve's remark, when given, keeps the same bounds.
              if (length > 0 && (length < REMARK.min || length > REMARK.max))
                throw new Error(t('approval.decision.remarkLength'));
            },
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={REMARK.max} showCount />
      </Form.Item>
      <Flex gap={8} align="center" wrap>
        <Button type="primary" onClick={() => void approve()} aria-describedby={disabled ? reasonId : undefined}>
          {t('approval.decision.approve')}
        </Button>
        <Button
          danger
          onClick={() => {
            if (!(form.getFieldValue('remark') as string | undefined)?.trim())
              form.setFields([{ name: 'remark', errors: [t('approval.decision.remarkRequired')] }]);
            else void reject();
          }}
          aria-describedby={disabled ? reasonId : undefined}
        >
          {t('approval.decision.reject')}
        </Button>
        {disabled ? (
          <Typography.Text type="warning" id={reasonId} data-testid="decision-reason">
            {t(`approval.decision.why.${block.key}`, { action: actionLabel(t, row.action) })}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}
