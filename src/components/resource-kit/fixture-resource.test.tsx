// Acceptance for the declaration API: a resource declared only here (no page, locale or mock file touched) gets its
// route, menu entry, palette entry, table, create form and CSV export from the kit.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@tests/render';
import { registerWidget, serveWidgets } from '@tests/support/widget-fixture';
import { expectFieldMessage } from '@tests/field-message';

// jsdom's Blob has no text(); FileReader reads it the old way.
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  i18n.removeResourceBundle('zh-CN', 'fixture');
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('a resource declared in a test fixture', () => {
  it('gets a route, menu and palette entry, table, create form and CSV export', { timeout: 180_000 }, async () => {
    registerWidget();
    const server = serveWidgets();
    const app = await renderApp({ as: 'admin', route: '/fixture/widget' });

    // Route and menu entry
    const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
    expect(app.location()).toBe('/fixture/widget');
    expect(within(screen.getByTestId('side-menu')).getByText('测试区')).toBeInTheDocument();
    expect(within(screen.getByTestId('side-menu')).getByText('部件管理')).toBeInTheDocument();
    // Palette source: the allowed menu and Refine's menu both list the page
    expect(within(screen.getByTestId('palette-source')).getByText('/fixture/widget refine')).toBeInTheDocument();

    // Table: localized headers, formatted cells, default page size 20, page total (the server sends no summary)
    await within(page).findByText('部件 2', {}, { timeout: 60_000 });
    expect(within(page).getByRole('columnheader', { name: '部件名称' })).toBeInTheDocument();
    expect(within(page).getByText('1,001.00')).toBeInTheDocument();
    expect(server.listCalls[0]?.searchParams.get('pageSize')).toBe('20');
    expect(within(page).getByTestId('summary-label')).toHaveTextContent('本页合计');
    // The list takes the workspace's height and its table scrolls inside (header and pager stay in view)
    expect(page.closest('[data-testid="tab-page"]')).toHaveStyle({ height: '100%' });
    expect(page.querySelector('.fit-table .ant-table-body')).not.toBeNull();
    // ... and its total row stays below the scrolling rows, not after the last of them
    expect(within(page).getByTestId('summary-row').closest('.ant-table-body')).toBeNull();
    expect(within(page).getByTestId('summary-row').closest('.ant-table-summary')).not.toBeNull();
    // one cell per column, the row actions' included (not fixed: it would lie over the data scrolled under it)
    const headers = page.querySelectorAll('.ant-table-header th.ant-table-cell:not(.ant-table-cell-scrollbar)');
    const totals = within(page).getByTestId('summary-row').querySelectorAll('td.ant-table-cell');
    expect(totals).toHaveLength(headers.length);
    expect(page.querySelectorAll('.ant-table-cell-fix-right')).toHaveLength(0);

    // Create form: localized validation, then a saved row
    await app.user.click(within(page).getByTestId('create-button'));
    const dialog = (await screen.findByText('新增部件', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await app.user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await expectFieldMessage(dialog, '请输入部件名称');
    await app.user.type(within(dialog).getByLabelText('部件名称'), '新部件');
    await app.user.type(within(dialog).getByLabelText('价格'), '12.5');
    await app.user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(page).findByText('新部件')).toBeInTheDocument();

    // CSV export: every matching row (three list calls of 200 would be needed for more), visible columns in order
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:fixture';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(within(page).getByTestId('csv-export'));
    await waitFor(() => expect(saved).toBeDefined());
    const csv = (await readText(saved!)).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('ID,部件名称,价格,状态,创建时间');
    expect(lines).toHaveLength(1 + 46);
    expect(lines[1]).toMatch(/^46,新部件,12\.50,启用,/);
    // Formula-looking text is neutralised; numbers stay numbers.
    expect(csv).toContain(`1,"'=HYPERLINK(""http://evil"")",1000.00,禁用,2025-11-25 00:00:00`);
  });
});
