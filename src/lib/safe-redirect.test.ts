import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/player/page?id=1#x', '/player/page?id=1#x'],
    ['/home', '/home'],
  ])('keeps a path of this console: %s', (raw, expected) => expect(safeRedirect(raw)).toBe(expected));

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/user/login?redirect=/x',
    '/a\nb',
    '',
    null,
    undefined,
  ])('refuses %s and falls back to /home', (raw) => expect(safeRedirect(raw)).toBe('/home'));
});
