// After OK, when the change became a request (`{approvalId, status: 1}`): says so, not "saved", with the request's
// number linking to it on the approvals page for a role that may open that page. One view for every guarded dialog:
// the player's own dialogs show it in place of their form, the kit's actions through the `approval` answer.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerDecl } from '@/components/resource-kit/answers/answer';
import { TabModal } from '@/components/tab-modal';
import { invalidateApprovals } from '@/resources/shared/approval/approval-api';
import { ApprovalLink } from '@/resources/shared/approval/approval-link';

type Props = { id: number; onFollow?: () => void };

export function ApprovalSubmittedView({ id, onFollow }: Props) {
  const { t } = useTranslation('shared');
  const client = useQueryClient();
  // A new request: the header count and the record's pending request change with it.
  useEffect(() => void invalidateApprovals(client), [client, id]);
  return (
    // antd's Result passes no data attributes on: the wrapper holds the test id
    <div data-testid="approval-submitted">
      <Result
        status="info"
        title={t('approval.submitted.title', { id })}
        subTitle={
          <>
            <span>{t('approval.submitted.body')}</span>{' '}
            <ApprovalLink id={id} onFollow={onFollow}>
              {t('approval.submitted.link', { id })}
            </ApprovalLink>
          </>
        }
      />
    </div>
  );
}

/** The `answer` of every guarded kit action (game target, weights, rate, bill adjust and pay). */
export const APPROVAL_ANSWER: AnswerDecl = { kind: 'approval', view: ApprovalSubmittedView };

type DialogProps = { id: number; title: string; onClose: () => void };

/** A dialog of its own (the player's balance and RTP dialogs) once its change became a request: the form gives way. */
export function ApprovalSubmittedDialog({ id, title, onClose }: DialogProps) {
  const { t } = useTranslation('shared');
  return (
    <TabModal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} autoFocus>
          {t('approval.submitted.close')}
        </Button>
      }
    >
      <ApprovalSubmittedView id={id} onFollow={onClose} />
    </TabModal>
  );
}
