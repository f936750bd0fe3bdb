// The fault table in the cheap tier: every list of every page of an area, read from the pages' own declarations
// (src/resources/<area>/pages.ts and defineResource), meets the browser fault table's four faults (a 500, a non-JSON
// 200, a time-out, a dropped connection: tests/e2e/fault-table.spec.ts) in the page harness. Each gives exactly one
// localized toast (no notification, no error modal), the request is sent once, and the page works afterwards (the
// next, un-faulted refresh fills the table again). A page added to an area's pages.ts is covered without editing
// anything here. Pages of their own without the kit's list (`page` in the declaration, no refresh button) are said
// so and skipped, as the browser table does.
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { MENU_ITEMS } from '@mocks/domain/staff/catalog';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';
import { REQUEST_TIMEOUT_MS } from '@/lib/http-client';
import { componentKey } from '@/lib/menu-tree';
import { endpointOf } from '@/providers/data-provider';
import { PAGE_MODULES } from '@/resources/pages';
import { renderPage } from './page-harness';

export type Fault = { name: string; message: () => string; answer: () => Promise<Response> | Response };

const HTML_ERROR_PAGE = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

/** The faults and the message each must give (the console's zh-CN texts, read when the test runs). */
export const FAULTS: Fault[] = [
  {
    name: '500 with the envelope',
    message: () => i18n.t('common:http.status', { status: 500 }),
    answer: () => HttpResponse.json({ state: 0, msg: 'Internal Server Error', result: null }, { status: 500 }),
  },
  {
    name: 'a non-JSON 200 (a proxy error page)',
    message: () => i18n.t('common:http.badResponse'),
    answer: () => new HttpResponse(HTML_ERROR_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } }),
  },
  {
    name: 'a time-out',
    message: () => i18n.t('common:http.timeout'),
    answer: async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    },
  },
  { name: 'a dropped connection', message: () => i18n.t('common:http.network'), answer: () => HttpResponse.error() },
];

export type FaultPage = { key: string; path: string; definition?: ResourceDefinition; list?: string };

/** The pages of an area the admin's menu opens (shown, with a component this build has), with their list call. */
export async function pagesOf(area: string): Promise<FaultPage[]> {
  const items = MENU_ITEMS.filter(
    (item) => !item.hidden && item.component && componentKey(item.component).startsWith(`${area}.`),
  );
  const pages: FaultPage[] = [];
  for (const item of items) {
    const key = componentKey(item.component);
    const module = PAGE_MODULES[key];
    if (!module) continue;
    const page = (await module.load())[module.exportName] as { definition?: ResourceDefinition } | undefined;
    const definition = page?.definition;
    pages.push({
      key,
      path: item.path,
      definition,
      list: definition ? endpointOf(definition.name, 'list', definition.meta) : undefined,
    });
  }
  return pages;
}

/**
 * Every toast, notification and error or warning modal that appears while `watch` runs, recorded as it is added: a
 * toast lives 3 s, and on a loaded machine the table's re-render can outlast it before a poll would look.
 */
function watchFeedback() {
  const shown = { toasts: [] as string[], notifications: 0, modals: 0 };
  const take = () => {
    for (const notice of document.querySelectorAll('.ant-message-notice:not([data-fault-seen])')) {
      notice.setAttribute('data-fault-seen', '');
      shown.toasts.push(notice.textContent?.trim() ?? '');
    }
    for (const notice of document.querySelectorAll('.ant-notification-notice:not([data-fault-seen])')) {
      notice.setAttribute('data-fault-seen', '');
      shown.notifications += 1;
    }
    for (const modal of document.querySelectorAll(
      ':is(.ant-modal-confirm-error, .ant-modal-confirm-warning):not([data-fault-seen])',
    )) {
      modal.setAttribute('data-fault-seen', '');
      shown.modals += 1;
    }
  };
  take();
  shown.toasts = [];
  const observer = new MutationObserver(take);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { shown, stop: () => observer.disconnect() };
}

/** Faults the next calls to `path`; returns what was sent (method, URL) while armed. */
function arm(path: string, method: 'GET' | 'POST', fault: Fault): string[] {
  const sent: string[] = [];
  const handler = method === 'GET' ? mswHttp.get : mswHttp.post;
  mockServer.use(
    handler(`*${path}`, ({ request }) => {
      sent.push(`${request.method} ${request.url}`);
      return fault.answer();
    }),
  );
  return sent;
}

/** Runs one faulted call started by `act`, and checks its one message. A time-out is run out on a fake clock. */
export async function faulted(path: string, method: 'GET' | 'POST', fault: Fault, start: () => Promise<void>) {
  const sent = arm(path, method, fault);
  const held = fault.name === 'a time-out';
  const feedback = watchFeedback();
  // Only the client's timer needs the fake clock; the rest of the page keeps real time moving meanwhile.
  if (held) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  try {
    await start();
    await waitFor(() => expect(sent.length, `${fault.name}: nothing was sent to ${path}`).toBeGreaterThan(0));
    if (held) await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    const text = fault.message();
    await waitFor(() => expect(feedback.shown.toasts, `${fault.name}: its message`).toContain(text), {
      timeout: 20_000,
    });
    // Whatever else the fault would bring comes with the same answer (the client's one handler raises it in the same
    // task as the toast); a moment for it to render. 200 ms here cost ~30 s of the unit tier over 160 faults.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feedback.shown, `${fault.name}: one localized message`).toEqual({
      toasts: [text],
      notifications: 0,
      modals: 0,
    });
    expect(new Set(sent).size, `${fault.name}: the same request sent twice`).toBe(sent.length);
  } finally {
    feedback.stop();
    if (held) vi.useRealTimers();
    mockServer.resetHandlers();
  }
}

/** The page has drawn something and nothing on it is loading. */
async function settled() {
  await waitFor(
    () => {
      expect(document.body.textContent?.trim()).not.toBe('');
      expect(document.querySelector('.ant-spin-spinning, .ant-skeleton-active')).toBeNull();
    },
    { timeout: 60_000 },
  );
}

const rowsIn = (root: HTMLElement) =>
  root.querySelectorAll('.ant-table-row, [data-testid=virtual-body] [role=row][data-row-key]').length;

/** One test per page of the area: its list under each fault, then an un-faulted refresh. */
export async function describeListFaults(area: string) {
  const pages = await pagesOf(area);
  describe(`faults on the lists of ${area} (page harness)`, () => {
    it('finds the area’s pages', () => expect(pages.length).toBeGreaterThan(0));
    for (const page of pages) {
      const skip = !page.list;
      it.skipIf(skip)(`${page.key}: ${page.list ?? 'no list'}`, { timeout: 120_000 }, async () => {
        await renderPage(page.key);
        const refreshName = i18n.t('kit:table.refresh');
        // A page of its own may lay the kit's list out under its own parts; its first refresh is the list's.
        const custom = !!page.definition!.page;
        const root = custom
          ? document.body
          : await screen.findByTestId(`resource-${page.definition!.name}`, {}, { timeout: 60_000 });
        // A page of its own is asked once it has settled (nothing loading), not waited on: one without the toolbar
        // (the player look-up, the weight editor) would otherwise hold the test for the whole time-out.
        if (custom) await settled();
        const refreshes = custom
          ? screen.queryAllByRole('button', { name: refreshName })
          : await within(root).findAllByRole('button', { name: refreshName });
        if (!refreshes.length) return; // a page of its own without the kit's list toolbar (as the browser table skips)
        const refresh = refreshes[0]!;
        // The first answer, as a user sees it load (a refresh meanwhile joins that call instead of sending one).
        await waitFor(() => expect(root.querySelector('.ant-table .ant-spin-spinning')).toBeNull(), {
          timeout: 30_000,
        });
        const hadRows = rowsIn(root) > 0;
        for (const fault of FAULTS) {
          await faulted(page.list!, 'GET', fault, async () => {
            await act(async () => refresh.click());
          });
          await waitFor(() => expect(root.querySelector('.ant-table .ant-spin-spinning')).toBeNull());
        }
        await act(async () => refresh.click());
        await waitFor(() => expect(within(root).queryByTestId('table-error')).toBeNull(), { timeout: 30_000 });
        if (hadRows) await waitFor(() => expect(rowsIn(root)).toBeGreaterThan(0), { timeout: 30_000 });
      });
    }
  });
}
