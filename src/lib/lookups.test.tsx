import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { loadLookups, lookupOptions, reloadLookups } from '@/lib/lookups';
import { storeTeam } from '@mocks/domain/org/org';
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

  it('loads them again when a page changed what they hold: a new team is offered without a new sign-in', async () => {
    await signIn('admin');
    await loadLookups();
    const team = storeTeam({ name: '新星团队', contact: '', status: 1, remark: '' }, 'admin', '2026-01-01 00:00:00')!;
    expect(lookupOptions(await loadLookups(), 'merchantTeamList')).not.toContainEqual({
      label: '新星团队',
      value: team.id,
    });
    reloadLookups();
    await waitFor(async () =>
      expect(lookupOptions(await loadLookups(), 'merchantTeamList')).toContainEqual({
        label: '新星团队',
        value: team.id,
      }),
    );
  });
});
