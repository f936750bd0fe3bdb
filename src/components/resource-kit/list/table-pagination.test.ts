import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_OPTIONS, tablePagination } from '@/components/resource-kit/list/table-pagination';

const t = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.total)}`;

describe('tablePagination', () => {
  it("drops Refine's page links and keeps its state", () => {
    const refine = { current: 3, pageSize: 50, total: 420, itemRender: () => null, onChange: () => undefined };
    const pager = tablePagination(refine, t);
    expect(pager).toMatchObject({ current: 3, pageSize: 50, total: 420, showSizeChanger: true });
    expect(pager && pager.itemRender).toBeUndefined();
    expect(pager && pager.pageSizeOptions).toEqual(PAGE_SIZE_OPTIONS);
    expect(pager && pager.showTotal?.(420, [1, 20])).toBe('kit:table.totalRows:420');
  });

  it('leaves a table without paging alone', () => {
    expect(tablePagination(false, t)).toBe(false);
    expect(tablePagination(undefined, t)).toBeUndefined();
  });
});
