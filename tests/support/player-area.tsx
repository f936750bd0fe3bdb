// Test helpers for the player area: open the player detail through the real bus in the page harness, give the
// signed-in user a chosen permission set (the server's userInfo answer). The calls msw sees: tests/record-calls.ts.
import { act, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { mockServer } from '@mocks/node';
import { hasEntityHost, openEntity } from '@/lib/entities';
import { ACCOUNTS } from '@mocks/domain/staff/catalog';
import type { DemoAccount } from '@tests/render';
import { renderConsole, renderPage } from '@tests/support/page-harness';

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
        result: {
          userInfo: {
            id: admin.id,
            username: admin.username,
            nickname: admin.nickname,
            type,
            role: { id: 99, name: 'test', permissions },
          },
        },
      }),
    ),
  );
}

/** One page of the player area in the page harness (its user skips the pointer-events check, which is slow here). */
export async function renderAt(route: string, as: DemoAccount = 'admin') {
  return renderPage(route, { as });
}

/** A signed-in console with no page, for the player detail opened over it (openDetail). */
export async function renderDetailHost(as: DemoAccount = 'admin') {
  const app = await renderConsole({ as });
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
