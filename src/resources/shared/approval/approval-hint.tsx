// Before OK: whether this change will need a second person's approval (operations.md 7.1), from the rules and the
// amount being typed. Says nothing when it cannot tell (the rules unreadable for this role, no amount yet): the
// server's answer after OK is the truth then. A polite status, so a screen reader hears it change as the amount does.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GuardedAction } from '@/api/approvals';
import { formatAmount } from '@/lib/format';
import { useApprovalNeed } from '@/resources/shared/approval/use-approval-rules';

type Props = { action: GuardedAction; amountCny?: number; changed?: boolean };

export function ApprovalHint({ action, amountCny, changed }: Props) {
  const { t } = useTranslation('shared');
  const need = useApprovalNeed(action, { amountCny, changed });
  return (
    <div role="status" aria-live="polite" data-testid="approval-hint">
      {need.need === 'yes' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('approval.hint.needed')}
          description={
            need.thresholdCny === null
              ? t('approval.hint.always')
              : t('approval.hint.overThreshold', {
                  amount: formatAmount(need.amountCny),
                  threshold: formatAmount(need.thresholdCny),
                })
          }
        />
      ) : null}
    </div>
  );
}
