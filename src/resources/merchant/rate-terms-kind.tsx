// A cell of fee terms: the cooperation type's tag and the rate, with the month they start under it (the terms in
// force since their month, or the pending ones from next month), so both sets read side by side in one row. The
// value is the rate (text and CSV: the percent as a plain number); the type and month come from the row's fields the
// column names.
import { Tag } from 'antd';
import { enumOption } from '@/components/resource-kit/enums';
import type { CellContext, KindDef } from '@/components/resource-kit/kinds/kind';
import { isBlank } from '@/components/resource-kit/kinds/kind';
import { COOPERATION_TYPE } from '@/resources/shared/merchant/merchant-enums';
import { EMPTY_TEXT, formatAmount, plainNumber } from '@/lib/format';

type TermsDecl = {
  key: string;
  /** The row field holding the terms' cooperation type, and the one holding their first month. */
  typeKey: string;
  monthKey: string;
  /** Locale key (page's) of the month line, `{{month}}` interpolated. */
  monthText: string;
  /** Locale key (page's) shown as a warning tag when there are no terms; none: `--`. */
  emptyText?: string;
};

const percent = (value: unknown) => `${formatAmount(value)}%`;

export const rateTermsKind = {
  name: 'rateTerms',
  numeric: false,
  text: (value) => (isBlank(value) ? EMPTY_TEXT : percent(value)),
  cell: (value, row, decl, ctx: CellContext) => {
    if (isBlank(value)) {
      return decl.emptyText ? <Tag color="warning">{ctx.text.message(decl.emptyText)}</Tag> : EMPTY_TEXT;
    }
    const type = row[decl.typeKey];
    return (
      <div>
        <div>
          <Tag color={enumOption(COOPERATION_TYPE, type)?.color}>{ctx.text.enumLabel(COOPERATION_TYPE, type)}</Tag>
          {percent(value)}
        </div>
        <span style={{ color: ctx.colors.secondary, fontSize: 12 }}>
          {ctx.text.message(decl.monthText, { month: row[decl.monthKey] })}
        </span>
      </div>
    );
  },
  csv: (value) => ({ value: isBlank(value) ? '' : plainNumber(value, 2), number: !isBlank(value) }),
} satisfies KindDef<TermsDecl> as unknown as KindDef;
