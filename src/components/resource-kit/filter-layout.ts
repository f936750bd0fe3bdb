// How wide a filter's column is: from what it has to show in the current language, not from its kind alone. A
// button radio of two long options ("Hora da transação" / "Hora da conclusão") in a third of the row wrapped onto
// a second line and into the next filter.
import type { ColProps } from 'antd';
import { enumOptions } from '@/components/resource-kit/filter-field';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { textEm } from '@/components/resource-kit/text-width';
import type { FilterDecl } from '@/components/resource-kit/types';

const FONT_PX = 14;
// Estimated room a control needs, beyond its text (radio buttons: padding and borders per option).
const RANGE_PX = { withTime: 340, dateOnly: 240 };
const PLAIN_CONTROL_PX = 180;

const NORMAL: ColProps = { xs: 24, sm: 12, lg: 8, xxl: 6 };
const WIDE: ColProps = { xs: 24, sm: 24, md: 12, lg: 12, xxl: 8 };
const FULL: ColProps = { xs: 24, xl: 24, xxl: 12 };

function controlPx(filter: FilterDecl, text: ResourceText): number {
  if (filter.kind === 'dateRange') return (filter.showTime ?? true) ? RANGE_PX.withTime : RANGE_PX.dateOnly;
  if (filter.kind === 'enum' && filter.display === 'radio') {
    return enumOptions(filter.enum, text).reduce((px, o) => px + textEm(String(o.label)) * FONT_PX + 32, 0);
  }
  return PLAIN_CONTROL_PX;
}

/** The column a filter takes: a third (a quarter on very wide screens), a half, or the whole row. */
export function filterColumn(filter: FilterDecl, text: ResourceText): ColProps {
  const labelPx = textEm(text.filter(filter.key)) * FONT_PX + 24;
  const need = labelPx + controlPx(filter, text);
  if (need <= 300) return NORMAL;
  if (need <= 470) return WIDE;
  return FULL;
}
