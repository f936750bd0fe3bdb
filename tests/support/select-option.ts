// Choosing an option of an antd Select in jsdom: open it by its label, then click the option by its text. The options
// render in a portal outside the form, and a select opened before keeps its old list there, so the option taken is
// the last one found (the list just opened).
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the select labelled `label` in `scope` and picks its option `option` (its title, which antd sets to the text). */
export async function chooseOption(
  user: UserEvent,
  scope: HTMLElement,
  label: string,
  option: string,
  timeout = 5_000,
) {
  await user.click(within(scope).getByLabelText(label));
  const found = await screen.findAllByTitle(option, {}, { timeout });
  const options = found.filter((el) => el.classList.contains('ant-select-item-option'));
  if (options.length === 0) throw new Error(`No option "${option}" in the select "${label}"`);
  await user.click(options.at(-1)!);
}
