// The router bindings Refine gets: inside a workspace tab its hooks read and move the tab's own route (the pane's
// location and navigator), outside one the address bar's, as @refinedev/react-router does.
import { Refine, useBack, useGo, useParsed } from '@refinedev/core';
import { render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location, type Navigator } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PaneRouteContext } from '@/lib/pane-route';
import { dataProvider } from '@/providers/data-provider';
import { routerProvider } from '@/providers/router-provider';

const RESOURCES = [{ name: 'game.betOrder', list: '/game/betOrder', show: '/game/betOrder/show/:id' }];

function paneAt(path: string) {
  const url = new URL(path, 'http://console');
  const location: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'tab' };
  const navigator = { createHref: vi.fn(), push: vi.fn(), replace: vi.fn(), go: vi.fn() } as unknown as Navigator & {
    push: ReturnType<typeof vi.fn>;
    replace: ReturnType<typeof vi.fn>;
    go: ReturnType<typeof vi.fn>;
  };
  return { location, navigator };
}

function setup(
  ui: ReactNode,
  { address = '/home', pane }: { address?: string; pane?: ReturnType<typeof paneAt> } = {},
) {
  const hooks: { go?: ReturnType<typeof useGo>; back?: ReturnType<typeof useBack> } = {};
  function Grab() {
    const go = useGo();
    const back = useBack();
    useEffect(() => {
      hooks.go = go;
      hooks.back = back;
    });
    return null;
  }
  function Address() {
    const { pathname, search } = useLocation();
    return <span data-testid="address">{`${pathname}${search}`}</span>;
  }
  const page = (
    <>
      <Grab />
      {ui}
    </>
  );
  render(
    <MemoryRouter initialEntries={[address]}>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        resources={RESOURCES}
        options={{ disableTelemetry: true }}
      >
        <Address />
        {pane ? <PaneRouteContext.Provider value={pane}>{page}</PaneRouteContext.Provider> : page}
      </Refine>
    </MemoryRouter>,
  );
  return hooks;
}

function Parsed() {
  const parsed = useParsed();
  return <pre data-testid="parsed">{JSON.stringify(parsed)}</pre>;
}
const parsed = () => JSON.parse(screen.getByTestId('parsed').textContent!) as ReturnType<typeof useParsed>;

describe('router provider', () => {
  it("parses the tab's own location inside a tab: resource, id and typed paging, not the address bar", () => {
    const pane = paneAt(
      '/game/betOrder/show/A%2F1?currentPage=3&pageSize=50&filters[0][field]=pid&filters[0][value]=7',
    );
    setup(<Parsed />, { address: '/home', pane });
    const result = parsed();
    expect(result.pathname).toBe('/game/betOrder/show/A%2F1');
    expect(result.resource?.name).toBe('game.betOrder');
    expect(result.action).toBe('show');
    expect(result.id).toBe('A/1');
    expect(result.params?.currentPage).toBe(3);
    expect(result.params?.pageSize).toBe(50);
    expect(result.params?.filters).toEqual([{ field: 'pid', value: '7' }]);
  });

  it('parses the address bar outside a tab', () => {
    setup(<Parsed />, { address: '/game/betOrder?currentPage=2' });
    expect(parsed().pathname).toBe('/game/betOrder');
    expect(parsed().params?.currentPage).toBe(2);
  });

  it("moves the tab through its own navigator: a query stays on the tab's path, paths resolve against it", () => {
    const pane = paneAt('/game/betOrder?currentPage=2&pageSize=20');
    const hooks = setup(null, { address: '/home', pane });
    hooks.go!({ query: { currentPage: 3 }, options: { keepQuery: true }, type: 'replace' });
    expect(pane.navigator.replace).toHaveBeenCalledWith('/game/betOrder?currentPage=3&pageSize=20');
    hooks.go!({ to: '/player/list', type: 'push' });
    expect(pane.navigator.push).toHaveBeenCalledWith('/player/list');
    hooks.go!({ to: 'show/9' });
    expect(pane.navigator.push).toHaveBeenLastCalledWith('/game/betOrder/show/9');
    expect(hooks.go!({ to: '/game/betOrder', query: { pageSize: 50 }, type: 'path' })).toBe(
      '/game/betOrder?pageSize=50',
    );
    hooks.back!();
    expect(pane.navigator.go).toHaveBeenCalledWith(-1);
    // The address bar was never touched by the tab's page.
    expect(screen.getByTestId('address')).toHaveTextContent('/home');
  });
});
