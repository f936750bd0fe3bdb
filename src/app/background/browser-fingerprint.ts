// The browserId: a hash of browser traits that stay put across visits (not window size, not the time), stored
// once computed. No third-party fingerprint library: a 53-bit string hash twice over is enough to tell browsers
// apart for the server's session bookkeeping, and it works without crypto.subtle (plain-http deployments).
import { getBrowserId, setBrowserId } from '@/lib/browser-id';

export const BROWSER_ID_DELAY_MS = 1000;

/** cyrb53 (public domain): a fast, well-spread 53-bit string hash. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function browserTraits(): string {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const screenInfo = typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.platform,
    nav.hardwareConcurrency ?? '',
    nav.deviceMemory ?? '',
    nav.maxTouchPoints ?? '',
    screenInfo,
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  ].join('|');
}

export function hashTraits(traits: string): string {
  const part = (seed: number) => cyrb53(traits, seed).toString(16).padStart(14, '0');
  return `${part(1)}${part(2)}`;
}

/** The stored id, else (1 s after start, off the start-up path) a computed and stored one. */
export function scheduleBrowserId(onReady: (id: string) => void, delayMs = BROWSER_ID_DELAY_MS): () => void {
  const timer = setTimeout(() => {
    let id = getBrowserId();
    if (!id) {
      id = hashTraits(browserTraits());
      setBrowserId(id);
    }
    onReady(id);
  }, delayMs);
  return () => clearTimeout(timer);
}
