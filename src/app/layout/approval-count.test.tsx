// The header's count of requests waiting for this user's decision (operations.md 7.1) through the whole app: the
// number the server counts, one call on start; nothing for a role without the approvals page. Its link to the pending
// view and the count asked again at once after a decision are the approvals journey's (tests/e2e/approvals.spec.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';

const SLOW = 120_000;
const LOAD = { timeout: 60_000 };

describe('approvals count in the header', () => {
  it(
    'shows the seeded pending requests after one call on start',
    async () => {
      const counts = recordCalls('/api/system/approval/count');
      await renderApp({ as: 'admin' });
      await screen.findByRole('button', { name: '待审批：3' }, LOAD);
      expect(counts).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'is not shown, nor asked for, to a role without the approvals page',
    async () => {
      const counts = recordCalls('/api/system/approval/count');
      await renderApp({ as: 'team' });
      await screen.findByTestId('home-greeting', {}, LOAD);
      expect(screen.queryByTestId('approval-count')).toBeNull();
      expect(counts).toHaveLength(0);
    },
    SLOW,
  );
});
