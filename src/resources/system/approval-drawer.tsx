// One request (GET /api/system/approval/detail): what would change, field by field before and after, the amount in
// CNY, the maker's reason, the status and the decision's names, remarks and times; then the decision (absent for the
// maker, disabled with the reason where this user cannot decide now).
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Flex, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import type { ApprovalRow } from '@/api/approvals';
import { changeLabels } from '@/components/resource-kit/history/change-labels';
import { ChangesTable } from '@/components/resource-kit/history/changes-table';
import { enumKey, enumOption } from '@/components/resource-kit/enums';
import { EMPTY_TEXT, formatAmount, formatTime } from '@/lib/format';
import { approvalKeys, fetchDetail } from '@/resources/shared/approval/approval-api';
import { APPROVAL_STATUS } from '@/resources/shared/approval/approval-enums';
import { actionLabel } from '@/resources/shared/approval/approval-text';
import { ApprovalDecisionPanel } from '@/resources/system/approval-decision';

const orDash = (value: string | null | undefined) => (value ? value : EMPTY_TEXT);

function Changes({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation();
  // The change history's table, its fields named as the request's page names them.
  return (
    <div data-testid="approval-changes">
      <ChangesTable changes={row.changes} labels={changeLabels(t, row.module)} />
    </div>
  );
}

function Facts({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation(['system', 'shared']);
  // The page's column labels, else the area's (status, times: system:columns.*).
  const label = (key: string) => t([`approval.columns.${key}`, `columns.${key}`]);
  const status = enumOption(APPROVAL_STATUS, row.status);
  return (
    <Descriptions size="small" column={1} bordered data-testid="approval-facts">
      <Descriptions.Item label={label('action')}>{actionLabel(t, row.action)}</Descriptions.Item>
      <Descriptions.Item label={label('targetName')}>{`${orDash(row.targetName)} (${row.targetId})`}</Descriptions.Item>
      <Descriptions.Item label={label('status')}>
        <Tag color={status?.color}>{t(enumKey(APPROVAL_STATUS, row.status))}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={label('amountCny')}>
        {row.amountCny === null ? EMPTY_TEXT : `${formatAmount(row.amountCny)} CNY`}
      </Descriptions.Item>
      <Descriptions.Item label={label('reason')}>{orDash(row.reason)}</Descriptions.Item>
      <Descriptions.Item label={label('makerName')}>{row.makerName}</Descriptions.Item>
      <Descriptions.Item label={label('createTime')}>{formatTime(row.createTime)}</Descriptions.Item>
      <Descriptions.Item label={label('expireTime')}>{formatTime(row.expireTime)}</Descriptions.Item>
      <Descriptions.Item label={label('checkerName')}>{orDash(row.checkerName)}</Descriptions.Item>
      <Descriptions.Item label={label('checkerRemark')}>{orDash(row.checkerRemark)}</Descriptions.Item>
      <Descriptions.Item label={label('decideTime')}>
        {row.decideTime ? formatTime(row.decideTime) : EMPTY_TEXT}
      </Descriptions.Item>
      <Descriptions.Item label={label('resultMsg')}>{orDash(row.resultMsg)}</Descriptions.Item>
    </Descriptions>
  );
}

export function ApprovalDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(['system', 'shared']);
  const content = useRef<HTMLDivElement>(null);
  const { data, isError } = useQuery({
    queryKey: approvalKeys.detail(id),
    queryFn: () => fetchDetail(id),
    staleTime: 0,
  });
  return (
    <Drawer open width={640} title={t('approval.drawer.title', { id })} onClose={onClose} destroyOnHidden>
      {isError ? (
        // The client has shown why (no such request, out of scope, a network failure); the drawer says it is empty.
        <Empty description={t('approval.drawer.missing', { id })} />
      ) : !data ? (
        <Spin />
      ) : (
        // The panel is new once the status changes, and the button pressed with it: the focus stays here instead,
        // so a keyboard user is still in the drawer (Escape closes it).
        <Flex vertical gap={16} ref={content} tabIndex={-1} style={{ outline: 'none' }}>
          <Changes row={data} />
          <Facts row={data} />
          <ApprovalDecisionPanel
            key={`${data.id}:${data.status}`}
            row={data}
            onDecided={() => content.current?.focus()}
          />
        </Flex>
      )}
    </Drawer>
  );
}
