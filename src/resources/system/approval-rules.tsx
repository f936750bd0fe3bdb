// The approval rules (GET /api/system/approval/rules): one row per guarded action. A holder of system.approval.rule
// turns them on and off and sets the CNY threshold where the rule has one, in place; everyone else reads them. A rule
// without a threshold shows a dash there.
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRule } from '@/api/approvals';
import { EMPTY_TEXT, formatAmount, formatTime } from '@/lib/format';
import { useAccess } from '@/providers/access-control-provider';
import { APPROVAL_RULE, approvalKeys, fetchRules } from '@/resources/shared/approval/approval-api';
import { actionLabel } from '@/resources/shared/approval/approval-text';
import { RuleSwitch, RuleThreshold } from '@/resources/system/approval-rule-cells';

export function ApprovalRules() {
  const { t } = useTranslation(['system', 'shared']);
  const editable = useAccess({ permission: APPROVAL_RULE });
  const { data, isLoading } = useQuery({ queryKey: approvalKeys.rules, queryFn: fetchRules, staleTime: 0 });
  return (
    <Table<ApprovalRule>
      size="small"
      rowKey="action"
      loading={isLoading}
      pagination={false}
      dataSource={data ?? []}
      data-testid="approval-rules"
      columns={[
        { key: 'action', title: t('approval.rules.action'), render: (_v, r) => actionLabel(t, r.action) },
        {
          key: 'enabled',
          title: t('approval.rules.enabled'),
          render: (_v, r) =>
            editable ? (
              <RuleSwitch rule={r} />
            ) : (
              <Tag color={r.enabled ? 'green' : 'default'}>
                {t(r.enabled ? 'approval.rules.on' : 'approval.rules.off')}
              </Tag>
            ),
        },
        {
          key: 'thresholdCny',
          title: t('approval.rules.thresholdCny'),
          render: (_v, r) =>
            r.thresholdCny === null ? (
              EMPTY_TEXT
            ) : editable ? (
              <RuleThreshold key={r.thresholdCny} rule={r} />
            ) : (
              formatAmount(r.thresholdCny)
            ),
        },
        { key: 'operator', title: t('approval.rules.operator'), render: (_v, r) => r.operator || EMPTY_TEXT },
        { key: 'updateTime', title: t('approval.rules.updateTime'), render: (_v, r) => formatTime(r.updateTime) },
      ]}
    />
  );
}
