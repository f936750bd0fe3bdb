import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { loadLookups, lookupOptions } from '@/lib/lookups';
import { recordCalls } from '@tests/record-calls';
import { signIn } from '@tests/render';

describe('look-up lists', () => {
  it('loads initSelectData once per session and again after a logout', async () => {
    const calls = recordCalls('/api/common/initSelectData');
    await signIn('admin');
    const [a, b] = await Promise.all([loadLookups(), loadLookups()]);
    expect(a).toBe(b);
    await loadLookups();
    expect(calls).toHaveLength(1);
    expect(lookupOptions(a, 'gameList')[0]).toEqual({ label: 'Fortune Tiger (1001)', value: 1001 });
    expect(lookupOptions(a, 'merchantTeamList').length).toBeGreaterThan(0);
    expect(lookupOptions(null, 'gameList')).toEqual([]);

    clearSession();
    await signIn('admin');
    await loadLookups();
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
