// Test helpers for the player area: open the player detail through the real bus in the whole app, give the
// signed-in user a chosen permission set (the server's userInfo answer). The calls msw sees: tests/record-calls.ts.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { mockServer } from '@mocks/node';
import { hasEntityHost, openEntity } from '@/lib/entities';
import { ACCOUNTS } from '@mocks/domain/staff/catalog';
import { renderApp, type DemoAccount } from '@tests/render';

/** The first load compiles the lazy chunks in jsdom; give it room. */
export const FIRST_LOAD = { timeout: 60_000 };
export const SLOW = 150_000;

/** The admin account, but holding only `permissions` (the console reads them from userInfo at boot). */
export function onlyPermissions(permissions: string[], type: 1 | 2 | 3 = 1) {
  const admin = ACCOUNTS.find((a) => a.username === 'admin')!;
  mockServer.use(
    mswHttp.get('*/api/common/userInfo', () =>
      HttpResponse.json({
        state: 1,
        msg: 'ok',
        result: { userInfo: { id: admin.id, username: admin.username, nickname: admin.nickname, type, role: { id: 99, name: 'test', permissions } } },
      }),
    ),
  );
}

/**
 * The whole app, with a user that skips the pointer-events check: that check reads the computed style of every
 * ancestor through antd's many style tags and makes each click take seconds in jsdom. For the same reason the
 * tests query by text, label and test id rather than by role over the whole console.
 */
export async function renderAt(route: string, as: DemoAccount = 'admin') {
  const app = await renderApp({ as, route });
  return { ...app, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

export async function renderHome(as: DemoAccount = 'admin') {
  const app = await renderAt('/home', as);
  await screen.findByTestId('home-greeting', {}, FIRST_LOAD);
  await waitFor(() => expect(hasEntityHost()).toBe(true));
  return app;
}

/** The antd modal holding `element`. */
export const modalOf = (element: Element) => element.closest('.ant-modal') as HTMLElement;

/** The OK/confirm button of a modal or popconfirm (antd puts a space between two CJK characters). */
export const confirmIn = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((b) => /^(确\s*定|保\s*存)$/.test(b.textContent ?? '')) as HTMLElement;

/** Opens the player detail as the console's openers do, and returns its dialog. */
export async function openDetail(playerId: string | number) {
  await act(async () => void openEntity('player', String(playerId)));
  return modalOf(await screen.findByText(`用户信息 ${playerId}`, {}, FIRST_LOAD));
}
