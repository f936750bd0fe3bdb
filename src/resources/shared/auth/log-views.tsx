// An operation's detail (the operation log's, in both sets): the record it changed with the changed fields as a
// before/after table (operations.md 7.2), then its parameters as readable JSON.
import { Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpLogRow } from '@/api/system-logs';
import { changeLabels, targetLabel, type Translate } from '@/components/resource-kit/history/change-labels';
import { ChangesTable } from '@/components/resource-kit/history/changes-table';

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Cut at 2000 characters, the params may no longer parse: shown as they are.
    return text;
  }
}

/** A scrolling block of preformatted text, as both log pages show parameters and stack traces. */
export const LOG_BLOCK = {
  margin: 0,
  maxHeight: 480,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

export function ParamsView({ params }: { params: string }) {
  return (
    <pre data-testid="op-log-params" style={LOG_BLOCK}>
      {pretty(params)}
    </pre>
  );
}

export function OperationDetail({ row }: { row: OpLogRow }) {
  const { t: translate } = useTranslation();
  const t: Translate = (key, options) => translate(key, options ?? {});
  // A row kept from before 7.2 has no target and no changes: only its parameters show.
  const changes = row.changes ?? [];
  const approval = row.approvalId ? `#${row.approvalId} ${row.checkerName ?? ''}`.trim() : '';
  return (
    <Flex vertical gap={12}>
      {row.targetType ? (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('shared:changes.target')}>
            {targetLabel(row.targetType, row.targetId ?? '', t)}
          </Descriptions.Item>
          {approval ? <Descriptions.Item label={t('shared:changes.approval')}>{approval}</Descriptions.Item> : null}
        </Descriptions>
      ) : null}
      {changes.length ? <ChangesTable changes={changes} labels={changeLabels(t, row.module)} /> : null}
      <section aria-label={t('shared:changes.params')}>
        <ParamsView params={row.params} />
      </section>
    </Flex>
  );
}
