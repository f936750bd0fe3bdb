// Helpers for the game page tests. Role queries walk the accessibility tree of a whole table, which is slow in
// jsdom, so these find things by text and structure instead.

/** The first page load transforms the page chunk in jsdom; give it room. */
export const FIRST_LOAD = { timeout: 60_000 };

/** The 17-digit order id shown in a row (the order id link). */
export function orderIdIn(row: Element): string {
  const link = [...row.querySelectorAll('button')].find((b) => /^\d{17}$/.test(b.textContent ?? ''));
  if (!link) throw new Error('no order id in this row');
  return link.textContent!;
}

// The kit's modal helper, where the game and system page tests have always found it.
