// Cells of the correction log (control.md 1.7): the working RTP before → after, the adjustment with its sign written
// out (green up, red down: the sign says it without the colour), and the operator, `system` for the daily job in the
// user's language.
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CorrectionRow } from '@/api/control-risk';
import { formatAmount, formatDelta } from '@/lib/format';

const pct = (value: number) => formatAmount(value);

export function BeforeAfter({ row }: { row: Pick<CorrectionRow, 'beforeRtp' | 'afterRtp'> }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{`${pct(row.beforeRtp)} → ${pct(row.afterRtp)}`}</span>;
}

/** The column's own text (an ASCII sign, formatDelta), coloured. */
export function Adjust({ value }: { value: number }) {
  const { token } = theme.useToken();
  if (value === 0) return <>{formatDelta(0)}</>;
  const color = value > 0 ? token.colorSuccessText : token.colorErrorText;
  return <span style={{ color }}>{formatDelta(value)}</span>;
}

export const SYSTEM_OPERATOR = 'system';

export function Operator({ name }: { name: string }) {
  const { t } = useTranslation('control');
  return <>{name === SYSTEM_OPERATOR ? t('gameRtpCorrection.operator.system') : name}</>;
}
