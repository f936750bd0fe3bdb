import { decryptText } from '@/lib/password-cipher';

// A copy of the default in src/config/env.ts: that module reads import.meta.env at load time,
// which is undefined under tsx, so the standalone server must not import it.
const DEFAULT_AES_KEY = 'b9d36edf1console';

export function mockAesKey(): string {
  const fromVite = import.meta.env?.VITE_AES_KEY;
  const fromNode = typeof process !== 'undefined' ? process.env?.VITE_AES_KEY : undefined;
  return fromVite || fromNode || DEFAULT_AES_KEY;
}

/** The password a login or an account form sent, deciphered with the key (README 0.5); '' when it is not ours. */
export function decryptPassword(cipherHex: string): string {
  try {
    return /^[0-9a-f]+$/i.test(cipherHex) ? decryptText(cipherHex, mockAesKey()) : '';
  } catch {
    // Not our cipher text (wrong key, a plain password): treat as a wrong password.
    return '';
  }
}
