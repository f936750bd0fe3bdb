// Collects the Content-Security-Policy violations of a browser context: every document (pages, popups, frames)
// reports its `securitypolicyviolation` events to the test through a binding. Workers have no such hook; the CSV
// export's worker loads from the console's own origin and evaluates no strings.
import type { BrowserContext } from '@playwright/test';

const BINDING = '__e2eCspViolation';

export async function watchCsp(context: BrowserContext, onViolation: (violation: string) => void): Promise<void> {
  await context.exposeBinding(BINDING, ({ frame }, text: string) => {
    onViolation(`${text} (in ${frame.url() || 'a frame'})`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      const text = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}`;
      const report = (window as unknown as Record<string, (text: string) => Promise<void>>)[binding];
      // A document that is going away may no longer reach the test.
      report?.(text).catch(() => undefined);
    });
  }, BINDING);
}
