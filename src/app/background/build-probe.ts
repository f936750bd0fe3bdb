// Tells whether the server now has another build: the entry script of a Vite build has a content hash in its
// name, so the site root's entry script differs from the one this page loaded exactly when a new build is out.
export const PROBE_TIMEOUT_MS = 10_000;

const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype=["']?module\b)[^>]*\bsrc=["']([^"']+)["'][^>]*>/i;

export function entryScriptOf(html: string): string | null {
  return ENTRY_SCRIPT.exec(html)?.[1] ?? null;
}

export function loadedEntryScript(doc: Document = document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/** GET <base>?t=<now> with a 10 s time-out; rejects on any failure so the schedule can back off. */
export async function fetchEntryScript(base: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${base}?t=${Date.now()}`, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'text/html' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return entryScriptOf(await response.text());
  } finally {
    clearTimeout(timer);
  }
}

/** A page without a hashed entry (the dev server) never reports a new build. */
export async function hasNewBuild(base: string, current: string | null): Promise<boolean> {
  if (!current) return false;
  const served = await fetchEntryScript(base);
  if (!served) throw new Error('no entry script in the served page');
  return served !== current;
}
