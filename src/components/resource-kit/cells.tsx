// One renderer per column kind, plus the plain text of the same cell for CSV export and the total row.
// Cells stay cheap (no tooltips or measuring) so a 200-row page renders quickly.
import type { BaseRecord } from '@refinedev/core';
import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { CellCopy } from '@/components/resource-kit/cell-copy';
import { enumOption } from '@/components/resource-kit/enums';
import { LinkButton, type LinkColors } from '@/components/resource-kit/link-button';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';
import { EMPTY_TEXT, formatAmount, formatCount, formatTime, isNegative, plainNumber } from '@/lib/format';
import { openPlayerDetail } from '@/lib/player-detail-bus';

// Plain elements with shared style objects: an antd Typography per cell registered its styles and ran its effects
// for every row. Colours come from the theme (ctx.colors), never from a constant.
const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };
const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The cell as text: formatted like the screen shows it. */
export function formatCell<T extends BaseRecord>(col: ColumnDecl<T>, value: unknown, text: ResourceText): string {
  if (blank(value)) return EMPTY_TEXT;
  switch (col.kind) {
    case 'amount':
      return formatAmount(value, col.decimals);
    case 'number':
      return formatCount(value);
    case 'time':
      return formatTime(value);
    case 'enum':
      return col.enum ? text.enumLabel(col.enum, value) : String(value);
    default:
      return String(value);
  }
}

export function cellText<T extends BaseRecord>(col: ColumnDecl<T>, row: T, text: ResourceText): string {
  return formatCell(col, row[col.key], text);
}

/**
 * The cell as a file holds it. Amounts and counts are plain numbers (no thousands separators, amounts to their
 * decimals, a leading '-' when negative) so a spreadsheet adds them up; `number` tells the writer they are not text.
 * Everything else is the screen's text (times as YYYY-MM-DD HH:mm:ss), and empty stays empty rather than "--".
 */
export function exportCell<T extends BaseRecord>(
  col: ColumnDecl<T>,
  value: unknown,
  text: ResourceText,
): { value: string; number: boolean } {
  if (blank(value)) return { value: '', number: false };
  if (col.kind === 'amount') return { value: plainNumber(value, col.decimals ?? 2), number: true };
  if (col.kind === 'number') return { value: plainNumber(value, col.decimals ?? 0), number: true };
  const shown = formatCell(col, value, text);
  return { value: shown === EMPTY_TEXT ? '' : shown, number: false };
}

export type CellContext<T> = {
  text: ResourceText;
  openDetail: (row: T) => void;
  /** The theme's colours (useLinkColors), so links and signs follow the chosen primary colour and mode. */
  colors: LinkColors;
};

function mainCell<T extends BaseRecord>(col: ColumnDecl<T>, row: T, ctx: CellContext<T>): ReactNode {
  const value = row[col.key];
  if (col.render) return col.render(row);
  const shown = formatCell(col, value, ctx.text);
  if (blank(value)) return shown;
  switch (col.kind) {
    case 'amount':
      return col.signed && isNegative(value) ? <span style={{ color: ctx.colors.danger }}>{shown}</span> : shown;
    case 'enum':
      return <Tag color={col.enum ? enumOption(col.enum, value)?.color : undefined}>{shown}</Tag>;
    case 'player':
      return (
        <LinkButton colors={ctx.colors} onClick={() => openPlayerDetail(String(value))}>
          {shown}
        </LinkButton>
      );
    case 'copy':
      return (
        <span style={NOWRAP}>
          {shown}
          <CellCopy text={shown} label={ctx.text.t('kit:copy')} color={ctx.colors.link} />
        </span>
      );
    case 'link': {
      const open = col.open === 'detail' ? ctx.openDetail : col.open;
      return (
        <LinkButton colors={ctx.colors} onClick={() => open?.(row)}>
          {shown}
        </LinkButton>
      );
    }
    default:
      return shown;
  }
}

export function renderCell<T extends BaseRecord>(col: ColumnDecl<T>, row: T, ctx: CellContext<T>): ReactNode {
  const main = mainCell(col, row, ctx);
  if (!col.sub) return main;
  return (
    <div>
      <div>{main}</div>
      <span style={{ color: ctx.colors.secondary, fontSize: 12 }}>
        {formatCell({ key: col.sub }, row[col.sub], ctx.text)}
      </span>
    </div>
  );
}

export const isNumeric = (col: { kind?: string }) => col.kind === 'amount' || col.kind === 'number';
