// The list's parts render for what they show: rows arriving, another page or the list's own renders (Refine's URL
// sync, its look-ups) do not render the filter panel again. Each of its renders cost a dev server 100-250 ms, most
// of a list page's time before its first row (docs/performance.md, "Dev server").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerPage } from '@/app/routing/page-registry';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { ResourceTable } from '@/components/resource-kit/list/resource-table';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';
import { pageModule } from '@/lib/page-modules';
import { renderApp } from '@tests/render';
import { registerWidget, serveWidgets, WidgetPage, type Widget } from '@tests/support/widget-fixture';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    countedText: object;
  }
}

afterEach(() => {
  i18n.removeResourceBundle('zh-CN', 'fixture');
});

/** A text filter that counts the panel's renders (the panel builds each field's input as it renders). */
function countingText() {
  const count = { renders: 0 };
  const kind = defineKind({
    name: 'countedText',
    input: () => {
      count.renders += 1;
      return <Input allowClear data-testid="counted-filter" />;
    },
  });
  return { kind, count };
}

describe('a list page renders its parts for what they show', () => {
  it('the filter panel does not render again for rows, pages or the list itself', { timeout: 120_000 }, async () => {
    registerWidget();
    const server = serveWidgets();
    const { kind, count } = countingText();
    const definition: ResourceDefinition<Widget> = { ...WidgetPage.definition, filters: [{ key: 'name', kind }] };
    registerPage(
      'fixture.widget',
      pageModule(async () => ({ Page: () => <ResourceTable definition={definition} /> }), 'Page'),
    );
    await renderApp({ as: 'admin', route: '/fixture/widget' });
    const panel = await screen.findByTestId('filter-panel', {}, { timeout: 60_000 });
    await screen.findByText('部件 2', {}, { timeout: 60_000 });
    // Its first render (twice in StrictMode, which the test renderer does not use) and none since: the rows came,
    // and Refine wrote the page into the address, which renders the list again.
    const settled = count.renders;
    expect(settled).toBeLessThanOrEqual(2);
    expect(server.listCalls).toHaveLength(1);

    const page = screen.getByTestId('resource-fixture.widget');
    await userEvent.click(within(page).getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('部件 21', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(server.listCalls.at(-1)?.searchParams.get('current')).toBe('2');
    expect(count.renders).toBe(settled);

    // A search still applies the panel's values, back on page 1; the panel shows the applied filter.
    await userEvent.type(within(panel).getByTestId('counted-filter'), '部件 3');
    await userEvent.click(within(panel).getByTestId('filter-search'));
    await waitFor(() => expect(server.listCalls.at(-1)?.searchParams.get('name')).toBe('部件 3'));
    expect(server.listCalls.at(-1)?.searchParams.get('current')).toBe('1');
    expect(await screen.findByText('部件 30')).toBeInTheDocument();
  });

  it(
    'rows that arrive are rendered once: the grid does not render again after them',
    { timeout: 120_000 },
    async () => {
      registerWidget();
      const server = serveWidgets();
      // Every render of antd's table renders all its rows again, so what counts is the list's commits once the new rows
      // are on screen.
      const commits: { phase: string; showing: boolean }[] = [];
      const showing = () => [...document.querySelectorAll('td')].some((td) => td.textContent === '部件 21');
      const Page = () => (
        <Profiler id="list" onRender={(_id, phase) => commits.push({ phase, showing: showing() })}>
          <ResourceTable definition={WidgetPage.definition} />
        </Profiler>
      );
      registerPage(
        'fixture.widget',
        pageModule(async () => ({ Page }), 'Page'),
      );
      await renderApp({ as: 'admin', route: '/fixture/widget' });
      await screen.findByText('部件 2', {}, { timeout: 60_000 });
      await userEvent.click(within(screen.getByTestId('resource-fixture.widget')).getByRole('listitem', { name: '2' }));
      await screen.findByText('部件 21', {}, { timeout: 30_000 });
      // what the rows' arrival scheduled (a deferred render among them) has run by now
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.listCalls).toHaveLength(2);
      const arrived = commits.findIndex((c) => c.showing);
      // the rows' commit, then at most the layout effects' own (nested) update: no second render of the rows
      expect(commits.slice(arrived + 1).filter((c) => c.phase !== 'nested-update')).toEqual([]);
    },
  );
});
