// The header's count of requests waiting for this user's decision (operations.md 7.1), linking to the approvals page
// on its "pending for me" view. Shown only to a role whose menu has the page; its name says the number, so a screen
// reader hears what the badge shows.
import { AuditOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/lib/navigation';
import { approvalHref, useApprovalPagePath } from '@/resources/shared/approval/approval-link';
import { useApprovalCount } from '@/resources/shared/approval/use-approval-count';

export function ApprovalCount() {
  const { t } = useTranslation('shell');
  const path = useApprovalPagePath();
  const count = useApprovalCount();
  if (!path || count === undefined) return null;
  const label = t('approvals.waiting', { count });
  return (
    <Tooltip title={label}>
      <Badge count={count} size="small" offset={[-4, 4]} data-testid="approval-badge">
        <Button
          type="text"
          icon={<AuditOutlined />}
          aria-label={label}
          data-testid="approval-count"
          onClick={() => navigateTo(approvalHref(path, { view: 'pending' }))}
        />
      </Badge>
    </Tooltip>
  );
}
