// Text with a copy button next to it (reference numbers, ids).
import { CellCopy } from '@/components/resource-kit/columns/cell-copy';
import { defineKind } from '@/components/resource-kit/kinds/kind';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    copy: object;
  }
}

export const kind = defineKind({
  name: 'copy',
  cell: (value, _row, _decl, ctx) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      {String(value)}
      <CellCopy text={String(value)} label={ctx.text.t('kit:copy')} color={ctx.colors.link} />
    </span>
  ),
});
