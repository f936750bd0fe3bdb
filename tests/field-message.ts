// A form's validation message as the user sees it once it has settled. rc-field-form clears a field's errors when a
// validation starts (typing validates, and Save validates again), and antd lets the old message leave with a motion
// while the new one comes in. On a loaded machine the node found first can be the leaving one, gone a moment later,
// so a test waits for a message that is not leaving instead of holding on to whichever node matched first.
import { waitFor, within, type Matcher } from '@testing-library/react';
import { expect } from 'vitest';

const leaving = (el: Element) => el.closest('[class*="-leave"]') !== null;

export async function expectFieldMessage(
  container: HTMLElement,
  text: Matcher,
  options: { timeout?: number } = {},
): Promise<void> {
  await waitFor(
    () => {
      const shown = within(container)
        .queryAllByText(text)
        .filter((el) => el.isConnected && !leaving(el));
      expect(shown.length, `a settled message matching ${String(text)}`).toBeGreaterThan(0);
    },
    { timeout: options.timeout ?? 15_000 },
  );
}
