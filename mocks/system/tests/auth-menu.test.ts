// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { menuTitleText } from '@mocks/lib/menu-titles';
import type { MenuItem } from '@/api/common';

withMockServer();

type Row = MenuItem & { type: number; status: number; roleCount: number };
const list = async (token: string, query: Record<string, string | number> = {}) =>
  (await call<{ list: Row[] }>('/api/system/authMenu/list', { token, query })).result.list;
const save = (token: string, body: Record<string, unknown>) => call<Row>('/api/system/authMenu/save', { token, body });
const remove = (token: string, id: number) => call('/api/system/authMenu/remove', { token, body: { id } });
const base = { title: 'x', sort: 1, icon: '', keepAlive: 1, hidden: 0, status: 1 };

describe('system menu items', () => {
  it('lists the catalogue as groups, pages and an action item per action key, with role counts', async () => {
    const rows = await list(await login());
    // 超级管理员 and 平台管理员 hold it. Each set's roles count against its own tree: the merchant templates hold the merchant tree's twin (auth.md 5.1).
    expect(rows.find((r) => r.permission === 'game.classify')).toMatchObject({ type: 2, parentId: 100, roleCount: 2 });
    const action = rows.find((r) => r.permission === 'game.classify.save')!;
    expect(action).toMatchObject({ type: 3, parentId: 101, hidden: 1, path: '' });
    expect(rows.find((r) => r.permission === 'player.gameStats')).toMatchObject({ type: 3, parentId: 402 });
    expect(await list(await login(), { title: 'groups.', status: 1 })).toHaveLength(6);
  });

  it("finds items by the title the console shows, in the caller's language, as well as by the stored key", async () => {
    const token = await login();
    const zh = await list(token, { title: '注单' });
    expect(zh.map((r) => r.permission)).toContain('game.betOrder');
    const en = (
      await call<{ list: Row[] }>('/api/system/authMenu/list', { token, lang: 'en-US', query: { title: 'bet order' } })
    ).result.list;
    expect(en.map((r) => r.permission)).toContain('game.betOrder');
    expect((await list(token, { title: 'pages.game.betOrder' })).map((r) => r.permission)).toContain('game.betOrder');
  });

  it('titles an action by its verb, in words that fit every page with that verb (run: a test, a job)', async () => {
    const rows = await list(await login());
    const runs = rows.filter((r) => r.permission.endsWith('.run'));
    expect(runs.map((r) => r.permission).sort()).toEqual(['control.combineTest.run', 'system.crontab.run']);
    expect(new Set(runs.map((r) => r.title))).toEqual(new Set(['actions.run']));
    // Not the job's own "run once" (a simulation is not run once): the bare verb.
    expect(menuTitleText('zh-CN', 'actions.run')).toBe('运行');
    expect(menuTitleText('en-US', 'actions.run')).toBe('Run');
    expect(menuTitleText('pt-BR', 'actions.run')).toBe('Executar');
  });

  it('applies the rules of each type', async () => {
    const token = await login();
    const group = { ...base, type: 1, parentId: 0 };
    expect((await save(token, { ...group, path: 'nope' })).state).toBe(0);
    const saved = await save(token, { ...group, path: '/tools', component: 'x/y', permission: 'x.y' });
    expect(saved.result).toMatchObject({ type: 1, component: '', permission: '' });
    const page = { ...base, type: 2, parentId: saved.result.id, path: '/tools/a', component: 'tools/a' };
    expect((await save(token, { ...page, permission: 'tools.b' })).state).toBe(0);
    expect((await save(token, { ...page, path: '/game/index', permission: 'tools.a' })).state).toBe(0);
    expect((await save(token, { ...page, parentId: 101, permission: 'tools.a' })).state).toBe(0);
    const created = await save(token, { ...page, permission: 'tools.a' });
    expect(created.state).toBe(1);
    const action = { ...base, type: 3, parentId: created.result.id, path: '/x' };
    expect((await save(token, { ...action, permission: 'tools.b.run' })).state).toBe(0);
    expect((await save(token, { ...action, permission: 'tools.a.Run' })).state).toBe(0);
    expect((await save(token, { ...action, parentId: saved.result.id, permission: 'tools.a.run' })).state).toBe(0);
    const act = await save(token, { ...action, permission: 'tools.a.run', hidden: 0 });
    expect(act.result).toMatchObject({ path: '', hidden: 1 });
    expect((await save(token, { ...action, permission: 'tools.a.run' })).state).toBe(0);
    expect((await save(token, { ...group, title: '', path: '/t2' })).state).toBe(0);
    expect((await save(token, { ...group, path: '/t2', sort: 10000 })).state).toBe(0);
  });

  it('keeps one visible page per key: actions hang under the page, the docs link has a key of its own', async () => {
    const rows = await list(await login());
    const pages = rows.filter((r) => r.type === 2 && !r.hidden).map((r) => r.permission);
    expect(new Set(pages).size).toBe(pages.length);
    const config = rows.find((r) => r.permission === 'system.config' && r.type === 2)!;
    expect(config.path).toBe('/system/config');
    const actions = rows.filter((r) => r.parentId === config.id).map((r) => r.permission);
    expect(actions).toEqual(['system.config.save', 'system.config.remove', 'system.config.refreshCache']);
    expect(rows.find((r) => r.path.startsWith('https://'))).toMatchObject({ permission: 'system.apiDocs', hidden: 0 });
    const betOrder = rows.find((r) => r.permission === 'game.betOrder' && !r.hidden)!;
    expect(rows.filter((r) => r.parentId === betOrder.id).map((r) => r.permission)).toEqual([
      'game.betOrder.changeStatus',
    ]);
  });

  it("refuses a second visible page with a page's key; the page and its hidden detail still save", async () => {
    const token = await login();
    const rows = await list(token);
    const page = rows.find((r) => r.permission === 'game.betOrder' && !r.hidden)!;
    const detail = rows.find((r) => r.permission === 'game.betOrder' && r.hidden)!;
    expect((await save(token, { ...page, title: '注单' })).state).toBe(1);
    expect((await save(token, { ...detail, title: '详情' })).state).toBe(1);
    expect(await save(token, { ...detail, hidden: 0 })).toMatchObject({ state: 0, msg: '权限标识已存在' });
    const link = { ...base, type: 2, parentId: 600, path: 'https://example.com/x', component: '' };
    expect((await save(token, { ...link, permission: 'system.config' })).msg).toBe('权限标识已存在');
    expect((await save(token, { ...link, permission: 'system.config', hidden: 1 })).state).toBe(1);
    expect((await save(token, { ...link, path: 'https://example.com/y', permission: 'system.example' })).state).toBe(1);
  });

  it('refuses removal while the item has children or roles hold its key', async () => {
    const token = await login();
    const zh = await remove(token, 100);
    expect(zh).toMatchObject({ state: 0, msg: '存在子菜单，不允许删除' });
    expect((await call('/api/system/authMenu/remove', { token, body: { id: 1001 }, lang: 'en-US' })).msg).toMatch(
      /Roles hold/,
    );
    const group = await save(token, { ...base, type: 1, parentId: 0, path: '/empty' });
    expect((await remove(token, group.result.id)).state).toBe(1);
    expect((await list(token)).some((r) => r.id === group.result.id)).toBe(false);
  });

  it('drives the user menu: a disabled item leaves it with its subtree, and its keys are ignored', async () => {
    const admin = await login();
    // A platform (type 1) account: the system tree is theirs; type 2/3 users follow the merchant tree (auth.md 5.1).
    const team = openSession(addTestAccount(['game.classify', 'game.classify.save', 'game.index', 'player.online']));
    const rows = await list(admin);
    const group = rows.find((r) => r.id === 100)!;
    expect((await save(admin, { ...group, status: 0 })).state).toBe(1);
    const menu = (await call<MenuItem[]>('/api/user/userMenu', { token: team })).result;
    expect(menu.some((m) => m.path.startsWith('/game'))).toBe(false);
    const info = await call<{ userInfo: { role: { permissions: string[] } } }>('/api/common/userInfo', { token: team });
    expect(info.result.userInfo.role.permissions).not.toContain('game.classify.save');
    expect((await call('/api/game/classify/list', { token: team })).state).toBe(0);
    const page = rows.find((r) => r.permission === 'player.online')!;
    await save(admin, { ...page, title: '在线玩家!' });
    const after = (await call<MenuItem[]>('/api/user/userMenu', { token: team })).result;
    expect(after.find((m) => m.id === page.id)?.title).toBe('在线玩家!');
    expect(after.every((m) => !('type' in m))).toBe(true);
  });

  it('needs the keys', async () => {
    const token = await login('team');
    expect((await call('/api/system/authMenu/list', { token })).msg).toBe('无权限');
  });
});
