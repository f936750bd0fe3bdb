// How wide a filter's column is: from what it has to show in the current language, not from its kind alone. A
// button radio of two long options ("Hora da transação" / "Hora da conclusão") in a third of the row wrapped onto
// a second line and into the next filter. Each kind says how wide its input is (KindDef.inputWidth).
import type { ColProps } from 'antd';
import { kindOf } from '@/components/resource-kit/kinds/registry';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { textEm } from '@/components/resource-kit/list/text-width';
import type { FilterDecl } from '@/components/resource-kit/types';

export const FONT_PX = 14;
const PLAIN_CONTROL_PX = 180;

const NORMAL: ColProps = { xs: 24, sm: 12, lg: 8, xxl: 6 };
const WIDE: ColProps = { xs: 24, sm: 24, md: 12, lg: 12, xxl: 8 };
const FULL: ColProps = { xs: 24, xl: 24, xxl: 12 };

/** The column a filter takes: a third (a quarter on very wide screens), a half, or the whole row. */
export function filterColumn(filter: FilterDecl, text: ResourceText): ColProps {
  const labelPx = textEm(text.filter(filter.key)) * FONT_PX + 24;
  const need = labelPx + (kindOf(filter).inputWidth?.(filter as never, text) ?? PLAIN_CONTROL_PX);
  if (need <= 300) return NORMAL;
  if (need <= 470) return WIDE;
  return FULL;
}
