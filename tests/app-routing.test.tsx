// Login and server-driven routes, through the whole app with real providers against the msw mock backend.
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mockServer } from '@mocks/node';
import { getToken } from '@/lib/session-store';
import { renderApp } from './render';

/** The bodies the mock answered to `pathname`, as text, in order (what the server sent, not what the app kept). */
function answersOf(pathname: string): Promise<string>[] {
  const seen: Promise<string>[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).pathname === pathname) seen.push(response.clone().text());
  };
  mockServer.events.on('response:mocked', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('response:mocked', listener);
  });
  return seen;
}

async function sideMenuTexts() {
  const menu = await screen.findByTestId('side-menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((el) => el.textContent?.trim());
}

describe('login and routes', () => {
  it('sends a visitor to login with the redirect, then back to the wanted page after login', async () => {
    const app = await renderApp({ route: '/player/page?state=1' });
    await screen.findByTestId('login-submit');
    expect(app.location()).toBe('/user/login?redirect=%2Fplayer%2Fpage%3Fstate%3D1');
    await app.user.type(screen.getByLabelText('用户名'), 'admin');
    await app.user.type(screen.getByLabelText('密码'), 'admin123{Enter}');
    await waitFor(() => expect(app.location()).toBe('/player/page?state=1'));
    expect(getToken()).toBeTruthy();
  });

  it('validates the form in the current language without calling the server', async () => {
    const app = await renderApp({ route: '/user/login' });
    await app.user.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it('shows the server message on a wrong password and keeps the form usable', async () => {
    const app = await renderApp({ route: '/user/login' });
    await app.user.type(await screen.findByLabelText('用户名'), 'admin');
    await app.user.type(screen.getByLabelText('密码'), 'wrong{Enter}');
    expect(await screen.findByTestId('login-error')).toBeInTheDocument();
    expect(screen.getByTestId('login-submit')).toBeEnabled();
    expect(app.location()).toBe('/user/login');
  });

  it('switches the login page language', async () => {
    const app = await renderApp({ route: '/user/login' });
    await app.user.click(await screen.findByTestId('language-switch'));
    await app.user.click(await screen.findByText('English'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByTestId('login-submit')).toHaveTextContent('Sign in');
  });

  it('admin sees every area in the menu', async () => {
    await renderApp({ as: 'admin' });
    expect(await screen.findByTestId('home-greeting')).toHaveTextContent('系统管理员');
    const texts = await sideMenuTexts();
    for (const group of ['游戏管理', '内控管理', '商户管理', '玩家管理', '报表管理', '系统管理']) {
      expect(texts).toContain(group);
    }
  });

  it('a merchant sees only the player area; a page of another role by URL is 403 with a way home', async () => {
    // The server's menu for a merchant never mentions the bet order list; this build has the page, so 403.
    const menus = answersOf('/api/user/userMenu');
    const app = await renderApp({ as: 'merchant', route: '/game/betOrder' });
    expect(await screen.findByText('抱歉，您没有访问此页面的权限')).toBeInTheDocument();
    expect(screen.getByText('403', { selector: '.ant-result-title' })).toBeInTheDocument();
    await waitFor(() => expect(menus.length).toBeGreaterThan(0));
    expect(await menus[0]).toContain('"path":"/player/page"');
    for (const menu of menus) expect(await menu).not.toContain('game/betOrder');
    // The address stays the one asked for: the 403 is shown in place, not by a redirect.
    expect(app.location()).toBe('/game/betOrder');
    const texts = await sideMenuTexts();
    expect(texts).toContain('玩家管理');
    expect(texts).not.toContain('系统管理');
    expect(texts).not.toContain('游戏管理');

    await app.user.click(screen.getByRole('link', { name: '返回首页' }));
    expect(await screen.findByTestId('home-greeting')).toBeInTheDocument();
    expect(app.location()).toBe('/home');
  });

  it('a role without permissions gets "no route permission" and goes back to login', async () => {
    const app = await renderApp({ as: 'nobody' });
    expect(await screen.findByText('无路由权限')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/user/login'));
    expect(getToken()).toBeNull();
  });

  it('failing to load user info: the notification, logout, back to login', async () => {
    mockServer.use(
      mswHttp.get('*/api/common/userInfo', () => HttpResponse.json({ state: 0, msg: '服务繁忙', result: null })),
    );
    const app = await renderApp({ as: 'admin', route: '/game/betOrder' });
    expect(await screen.findByText('请求用户信息失败，请重试')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/user/login?redirect=%2Fgame%2FbetOrder'));
    expect(getToken()).toBeNull();
  });

  it('a logged-in user opening the login page goes home; /user goes to login', async () => {
    const app = await renderApp({ as: 'admin', route: '/user/login' });
    await screen.findByTestId('home-greeting');
    expect(app.location()).toBe('/home');
  });

  it('/user redirects to /user/login', async () => {
    const app = await renderApp({ route: '/user' });
    await screen.findByTestId('login-submit');
    expect(app.location()).toBe('/user/login');
  });

  it('an unknown path goes to /404', async () => {
    const app = await renderApp({ as: 'admin', route: '/no/such/page' });
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(screen.getByText('404', { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(app.location()).toBe('/404');
  });

  it('a menu group path follows its redirect', async () => {
    const app = await renderApp({ as: 'admin', route: '/player' });
    await waitFor(() => expect(app.location()).toBe('/player/page'));
  });
});
