import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineResource, resolveDefinition } from '@/components/resource-kit/define-resource';
import type { ResourceDefinition } from '@/components/resource-kit/types';

type Row = { id: number; code: string };

describe('defineResource', () => {
  it('derives component, permission, locale namespace, row key, page size and endpoints from the name', () => {
    const def = resolveDefinition<Row>({ name: 'game.betOrder', columns: [{ key: 'code' }] });
    expect(def).toMatchObject({
      component: 'game.betOrder',
      permission: 'game.betOrder',
      ns: 'game',
      prefix: 'betOrder',
      rowKey: 'id',
      pageSize: 20,
      meta: { endpoints: undefined },
    });
    const custom = resolveDefinition<Row>({
      name: 'player.page',
      component: 'player.list',
      permission: 'player.page',
      i18n: { ns: 'player', prefix: 'list' },
      rowKey: 'code',
      pageSize: 50,
      endpoints: { list: '/api/player/page' },
      columns: [],
    });
    expect(custom).toMatchObject({ component: 'player.list', prefix: 'list', rowKey: 'code', pageSize: 50 });
    expect(custom.meta.endpoints).toEqual({ list: '/api/player/page' });
  });

  it('returns the page component with its definition; a custom page gets the definition', () => {
    function Custom({ definition }: { definition: ResourceDefinition<Row> }) {
      return <p>custom page of {definition.name}</p>;
    }
    const Page = defineResource<Row>({ name: 'fixture.custom', columns: [{ key: 'code' }], page: Custom });
    expect(Page.definition.name).toBe('fixture.custom');
    render(<Page />);
    expect(screen.getByText('custom page of fixture.custom')).toBeInTheDocument();
  });
});
