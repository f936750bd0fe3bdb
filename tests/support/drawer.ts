// A drawer in screen tests, found by its title (a long kit form, a sub-list), as kit-form.ts's dialogTitled finds a
// modal. A text query: role queries walk the whole page's accessibility tree, slow in jsdom.
import { screen } from '@testing-library/react';

/** The open drawer with this title. */
export async function drawerTitled(title: string | RegExp, timeout = 5_000): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' }, { timeout });
  return heading.closest('.ant-drawer') as HTMLElement;
}
