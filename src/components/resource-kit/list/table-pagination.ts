// The kit's pager, from the one Refine's useTable returns.
import type { TablePaginationConfig } from 'antd';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200];

/**
 * Without Refine's `itemRender`: @refinedev/core 5.0.12 builds each page number's link with the address bar's
 * `currentPage` spread over the target page (`createLinkForSyncWithLocation`), so every link leads to the page
 * already shown. A click on "2" then raced the link's navigation to page 1 against the pager's change to page 2,
 * and page 1 won now and then. antd's own items call the pager's onChange alone; useTable still writes the URL.
 */
export function tablePagination(
  pagination: false | TablePaginationConfig | undefined,
  t: (key: string, options?: Record<string, unknown>) => string,
): false | TablePaginationConfig | undefined {
  if (!pagination) return pagination;
  return {
    ...pagination,
    itemRender: undefined,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (total) => t('kit:table.totalRows', { total }),
  };
}
