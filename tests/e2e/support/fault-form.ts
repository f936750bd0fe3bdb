// How the fault table fills a save's form as a user would, from what the form shows (not from the declaration): a
// required choice takes its first option, a required number or text left empty a value its rules are likely to
// take, and the first plain text field is changed, so that "the form keeps what was typed" compares a real edit.
// A value the form refuses is replaced by the next guess; a form that refuses every guess fails the journey by name.
import { expect, type Locator } from './test';

const EDITABLE = ':not([readonly]):not([disabled])';
// The kit's number and amount kinds are text inputs with a decimal keyboard (kinds/number.tsx).
const NUMERIC = '[inputmode=decimal], [inputmode=numeric]';
const EDITABLE_TEXT = `textarea.ant-input${EDITABLE}, input.ant-input[type=text]${EDITABLE}:not(${NUMERIC})`;
const EDITABLE_NUMBER = `input.ant-input-number-input${EDITABLE}, input.ant-input${EDITABLE}:is(${NUMERIC})`;
const REQUIRED_ITEM = '.ant-form-item:has(.ant-form-item-required)';
/** Tried in turn on a required number left empty: an RTP inside a game's range first, then a count, a ceiling, a rate. */
const NUMBER_GUESSES = ['96', '1', '100', '0.5'];
/** Four characters or more: the contract's remarks are 4-200 characters. */
const TEXT_GUESS = '故障演练备注';

/** What the form shows: its inputs' values, its switches and choices. */
export async function formValues(form: Locator): Promise<string[]> {
  return form.evaluate((el) => [
    ...[...el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((i) =>
      i instanceof HTMLInputElement && (i.type === 'checkbox' || i.type === 'radio') ? String(i.checked) : i.value,
    ),
    ...[...el.querySelectorAll('.ant-select-selection-item')].map((s) => s.textContent ?? ''),
  ]);
}

/** A different value a validator is likely to take: a number stays a number with as many decimals, text grows. */
function changed(value: string, multiline: boolean): string {
  if (/^-?\d+(\.\d+)?$/.test(value)) return value.replace(/\d$/, (d) => (d === '9' ? '8' : String(Number(d) + 1)));
  if (multiline || !value) return `${value}${TEXT_GUESS}`;
  return `${value}7`;
}

async function pickFirst(select: Locator) {
  await select.click();
  const open = select.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ visible: true });
  await open.last().locator('.ant-select-item-option').first().click();
}

/** A number is typed and left (blurred), so that it shows as the field formats it before it is remembered. */
async function typeNumber(input: Locator, value: string) {
  await input.fill(value);
  await input.blur();
}

/** Every required field left empty gets a value: a choice its first option, a number or a text a likely guess. */
async function fillRequired(form: Locator) {
  const emptySelects = form
    .locator(`${REQUIRED_ITEM} .ant-select:not(.ant-select-disabled)`)
    .filter({ hasNot: form.page().locator('.ant-select-selection-item') });
  for (const select of await emptySelects.all()) await pickFirst(select);
  for (const item of await form.locator(REQUIRED_ITEM).all()) {
    const number = item.locator(EDITABLE_NUMBER).first();
    const text = item.locator(EDITABLE_TEXT).first();
    if ((await number.count()) && !(await number.inputValue())) await typeNumber(number, NUMBER_GUESSES[0]!);
    else if ((await text.count()) && !(await text.inputValue())) await text.fill(TEXT_GUESS);
  }
}

/** Fills what is required, then changes a value as a user would: the first text field, else number, else choice. */
export async function typeInto(form: Locator): Promise<{ undo: () => Promise<void> } | null> {
  await fillRequired(form);
  const text = form.locator(EDITABLE_TEXT).first();
  const number = form.locator(EDITABLE_NUMBER).first();
  const field = (await text.count()) ? text : (await number.count()) ? number : null;
  if (field) {
    const original = await field.inputValue();
    const multiline = await field.evaluate((el) => el.tagName === 'TEXTAREA');
    const type = field === number ? (value: string) => typeNumber(number, value) : (value: string) => field.fill(value);
    await type(changed(original, multiline));
    return { undo: () => type(original) };
  }
  const select = form.locator('.ant-select:not(.ant-select-disabled)').first();
  if (!(await select.count())) return null;
  await pickFirst(select);
  await expect(select.locator('.ant-select-selection-item').first()).toBeVisible();
  return { undo: async () => undefined };
}

/** The fields the form refused get the next guess; false when none is left to try (the caller fails by name). */
export async function mendRefused(form: Locator): Promise<boolean> {
  let mended = false;
  for (const item of await form.locator('.ant-form-item:has(.ant-form-item-explain-error)').all()) {
    const number = item.locator(EDITABLE_NUMBER).first();
    const text = item.locator(EDITABLE_TEXT).first();
    const select = item.locator('.ant-select:not(.ant-select-disabled)').first();
    if (await number.count()) {
      const next = NUMBER_GUESSES[NUMBER_GUESSES.indexOf(await number.inputValue()) + 1];
      if (next === undefined) continue;
      await typeNumber(number, next);
    } else if ((await text.count()) && (await text.inputValue()) !== TEXT_GUESS) await text.fill(TEXT_GUESS);
    else if ((await select.count()) && !(await select.locator('.ant-select-selection-item').count()))
      await pickFirst(select);
    else continue;
    mended = true;
  }
  return mended;
}

/** The form's error texts, for a failure's message. */
export function refusals(form: Locator): Promise<string[]> {
  return form.locator('.ant-form-item-explain-error').allTextContents();
}
