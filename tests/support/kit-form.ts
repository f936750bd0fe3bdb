// Kit forms and dialogs in screen tests: a modal by its title, a form filled by its labels, a button pressed by its
// text, and the question a confirm asks (an action's confirm after OK, the discard question). Text queries: role
// queries walk the whole page's accessibility tree, slow in jsdom.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The open modal with this title. */
export async function dialogTitled(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

/** The confirm dialog asking this question (antd's modal.confirm, as the kit's form actions and discard ask). */
export async function questionAsked(question: string | RegExp): Promise<HTMLElement> {
  const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
  return title.closest('.ant-modal-confirm') as HTMLElement;
}

/** A button's accessible name matcher: antd puts a space between two CJK characters ("确 定"). */
export const buttonName = (label: string) =>
  new RegExp(`^${[...label].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);

/** Clicks the button of `container` labelled `label` (however antd spaces it). */
export async function press(user: UserEvent, container: HTMLElement, label: string) {
  await user.click(within(container).getByRole('button', { name: buttonName(label) }));
}

/** Types into a kit form's text-like fields by their labels, each cleared first. */
export async function fillForm(user: UserEvent, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}
