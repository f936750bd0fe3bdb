// A copy of the default in src/config/env.ts: that module reads import.meta.env at load time,
// which is undefined under tsx, so the standalone server must not import it.
const DEFAULT_AES_KEY = 'b9d36edf1console';

export function mockAesKey(): string {
  const fromVite = import.meta.env?.VITE_AES_KEY;
  const fromNode = typeof process !== 'undefined' ? process.env?.VITE_AES_KEY : undefined;
  return fromVite || fromNode || DEFAULT_AES_KEY;
}
