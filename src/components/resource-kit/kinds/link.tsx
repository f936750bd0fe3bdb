// A value that opens something: the declaration's detail modal ('detail') or whatever its function does.
import type { BaseRecord } from '@refinedev/core';
import { LinkButton } from '@/components/resource-kit/columns/link-button';
import { defineKind } from '@/components/resource-kit/kinds/kind';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    link: { open?: 'detail' | ((row: any) => void) };
  }
}

export const kind = defineKind({
  name: 'link',
  cell: (value, row: BaseRecord, decl, ctx) => {
    const open = decl.open === 'detail' || !decl.open ? ctx.openDetail : decl.open;
    return (
      <LinkButton colors={ctx.colors} onClick={() => open(row)}>
        {String(value)}
      </LinkButton>
    );
  },
});
