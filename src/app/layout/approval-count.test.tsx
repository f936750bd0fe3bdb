// The header's count of requests waiting for this user's decision (operations.md 7.1) through the whole app: the
// number the server counts, one call on start (no polling faster than a minute), a link to the pending view, the
// count asked again at once after a decision; nothing for a role without the approvals page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '@tests/record-calls';
import { drawerTitled } from '@tests/support/drawer';
import { renderApp } from '@tests/render';

const SLOW = 120_000;
const LOAD = { timeout: 60_000 };

describe('approvals count in the header', () => {
  it(
    'shows the seeded pending requests, opens the pending view, and follows a decision at once',
    async () => {
      const counts = recordCalls('/api/system/approval/count');
      const app = await renderApp({ as: 'admin' });
      const count = await screen.findByRole('button', { name: '待审批：3' }, LOAD);
      expect(counts).toHaveLength(1);
      fireEvent.click(count);
      await waitFor(() => expect(app.location()).toBe('/system/approval?view=pending'));
      // The workspace keys the tab by its view, and the page names it so.
      await screen.findByText('审批中心 · 待我审批', {}, LOAD);
      // A text query: role queries over the whole app's tree are slow in jsdom.
      fireEvent.click(await screen.findByLabelText('打开审批 #1', {}, LOAD));
      const drawer = await drawerTitled('审批 #1', LOAD.timeout);
      fireEvent.click(await within(drawer).findByRole('button', { name: /通\s*过/ }, LOAD));
      // Not a minute later: the decision asks for the count again.
      await screen.findByRole('button', { name: '待审批：2' }, LOAD);
      expect(counts).toHaveLength(2);
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
