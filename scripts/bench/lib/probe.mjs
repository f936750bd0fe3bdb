// In-page instruments, installed with page.addInitScript before any of the page's own scripts run. The function is
// serialised into the page, so it must not close over anything from this module.
//
// window.__bench:
//   lcp / fcp               the page's LCP entries and first-contentful-paint (buffered observers)
//   arm(name, spec)         starts watching now for a DOM condition; `spec` = { selector, min, visible } or
//                           { all: [spec, ...] } or { any: [spec, ...] }, plus timeoutMs, clickSelector and afterClick (below)
//   result(name)            resolves { start, painted } once the condition held and the next frame has painted
//   (clickSelector)         the next click on an element matching it sets the watch's `start` to the click's
//                           event time; with afterClick the condition only counts from that click on
//   afterPaint()            resolves performance.now() after the next frame (rAF, then a task)
export function installProbe(initial) {
  if (window.__bench) return;
  const lcp = [];
  let fcp = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        lcp.push({
          startTime: entry.startTime,
          size: entry.size,
          element: entry.element ? entry.element.tagName : null,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // an old engine: the figures stay null
  }

  const afterPaint = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      });
    });

  function holds(spec) {
    if (spec.all) return spec.all.every((part) => holds(part));
    if (spec.any) return spec.any.some((part) => holds(part));
    const found = document.querySelectorAll(spec.selector);
    let count = 0;
    for (const element of found) {
      if (!spec.visible || (element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0))
        count += 1;
    }
    return count >= (spec.min ?? 1);
  }

  const describe = (spec) =>
    spec.all
      ? spec.all.map(describe).join(' and ')
      : spec.any
        ? spec.any.map(describe).join(' or ')
        : `${spec.selector} x${spec.min ?? 1}`;

  const watches = new Map();
  function arm(name, spec) {
    const watch = { spec, start: performance.now(), done: null, clicked: false, check: null };
    watches.set(name, watch);
    watch.done = new Promise((resolve, reject) => {
      let observer = null;
      const timer = setTimeout(() => {
        observer?.disconnect();
        reject(new Error(`timed out after ${spec.timeoutMs ?? 30000} ms waiting for ${describe(spec)}`));
      }, spec.timeoutMs ?? 30000);
      const finish = () => {
        observer?.disconnect();
        clearTimeout(timer);
        afterPaint().then((painted) => resolve({ start: watch.start, painted }));
      };
      // A watch waiting for a click does not count a state that already held before the click.
      const check = () => {
        if ((!spec.afterClick || watch.clicked) && holds(spec)) {
          finish();
          return true;
        }
        return false;
      };
      watch.check = check;
      const begin = () => {
        if (check()) return;
        observer = new MutationObserver(() => check());
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      };
      if (document.documentElement) begin();
      else document.addEventListener('readystatechange', begin, { once: true });
    });
    return true;
  }

  document.addEventListener(
    'click',
    (event) => {
      for (const watch of watches.values()) {
        const wanted = watch.spec.clickSelector;
        if (!wanted || watch.clicked) continue;
        const target = event.target instanceof Element ? event.target : null;
        if (target && target.closest(wanted)) {
          watch.clicked = true;
          // the event's timestamp is when the browser received the input, on the performance.now() clock
          watch.start = event.timeStamp;
          queueMicrotask(() => watch.check?.());
        }
      }
    },
    true,
  );

  window.__bench = {
    lcp,
    fcp: () => fcp,
    arm,
    result: (name) => {
      const watch = watches.get(name);
      return watch ? watch.done : Promise.reject(new Error(`no watch ${name}`));
    },
    afterPaint,
  };
  // Watches armed at start-up time from the navigation (time origin 0).
  for (const [name, spec] of Object.entries(initial?.watches ?? {})) {
    arm(name, spec);
    watches.get(name).start = 0;
  }
}
