// The system Chromium driven over its DevTools pipe with only the Target, Page, Input, Emulation and SystemInfo
// domains, and `Runtime.evaluate` without `Runtime.enable`: a page with no inspector runtime attached, as a user
// with DevTools closed has it.
//
// Why not Playwright here: Playwright enables the Runtime domain on every page, and while it is enabled V8 records a
// detailed stack (up to 200 frames) for every Error the page creates, in case it goes uncaught. React 19's
// development build creates one Error per element (its owner stack), deep in the render's stack, so under Playwright
// (or with DevTools open) each costs ~12-40 µs instead of ~3 µs (dev-server.mjs measures it in each page).
//
// The pipe: messages are JSON, each ended by a NUL byte, on file descriptors 3 (to the browser) and 4 (from it).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORT } from './browser.mjs';

export async function launchPipeBrowser() {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-pipe-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      '--lang=zh-CN',
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  const pending = new Map();
  const listeners = new Set();
  let nextId = 0;
  let buffer = '';
  // decoded as a stream: a character split between two chunks stays whole
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  return {
    /** The browser's processes with the CPU seconds each has used (SystemInfo.getProcessInfo). */
    processInfo: () => send('SystemInfo.getProcessInfo').then((r) => r.processInfo),
    /** A page in a new browser context: no cache, cookies, storage or service worker. */
    async newPage(baseURL) {
      const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const call = (method, params) => send(method, params, sessionId);
      await call('Page.enable');
      await call('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false });
      await call('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Shanghai' });
      const loads = [];
      const waiters = new Set();
      const onEvent = (message) => {
        if (message.sessionId !== sessionId) return;
        if (message.method === 'Page.loadEventFired') loads.push(Date.now());
        for (const waiter of waiters) waiter(message);
      };
      /** Resolves on the page's next `method` event whose params `accept`. */
      const nextEvent = (method, accept = () => true) =>
        new Promise((resolve) => {
          const waiter = (message) => {
            if (message.method !== method || !accept(message.params)) return;
            waiters.delete(waiter);
            resolve(message.params);
          };
          waiters.add(waiter);
        });
      listeners.add(onEvent);
      return pipePage({
        call,
        baseURL,
        loads,
        nextEvent,
        close: async () => {
          listeners.delete(onEvent);
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      });
    },
    async close() {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function pipePage({ call, baseURL, loads, nextEvent, close }) {
  /** Runs `fn(arg)` in the page and returns its (awaited) value; the page's exceptions come back as errors. */
  const evaluate = async (fn, arg) => {
    const { result, exceptionDetails } = await call('Runtime.evaluate', {
      expression: `(${fn})(${JSON.stringify(arg ?? null)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  };
  const mainFrameNavigated = () => nextEvent('Page.frameNavigated', ({ frame }) => !frame.parentId);
  const isVisible = (selector) => {
    const element = document.querySelector(selector);
    return Boolean(element && element.checkVisibility());
  };
  const waitVisible = async (selector, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // between a navigation's commit and the new document, an evaluation can find no context: try again
      if (await evaluate(isVisible, selector).catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${selector}`);
      await sleep(50);
    }
  };
  return {
    loads,
    evaluate,
    waitVisible,
    addInitScript: (fn, arg) =>
      call('Page.addScriptToEvaluateOnNewDocument', { source: `(${fn})(${JSON.stringify(arg ?? null)});` }),
    // Both resolve once the new document of the top frame has committed, so what runs next runs in it.
    goto: (to) => Promise.all([mainFrameNavigated(), call('Page.navigate', { url: new URL(to, baseURL).href })]),
    reload: () => Promise.all([mainFrameNavigated(), call('Page.reload')]),
    /** Focuses the field and types the text as one input (what a paste does). */
    async fill(selector, text) {
      await evaluate((s) => document.querySelector(s).focus(), selector);
      await call('Input.insertText', { text });
    },
    /** A real mouse click in the middle of the element. */
    async click(selector) {
      const { x, y } = await evaluate((s) => {
        const box = document.querySelector(s).getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, selector);
      for (const type of ['mousePressed', 'mouseReleased'])
        await call('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    },
    /** A raw DevTools call in the page's session (e.g. the Profiler domain, which needs no Runtime.enable). */
    send: call,
    close,
  };
}
