// axe-core in the page: serious and critical violations of WCAG 2.1 A/AA and axe's best practices, as
// "<where>: <rule> <targets>" lines for a journey's problem list. The source is evaluated (not added as a script
// element), so a page served under a strict Content-Security-Policy runs it too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type Found = { id: string; impact: string | null; targets: string[] };

async function inject(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axeSource);
}

const SCOPE = 'data-axe-scope';

// Left out of every scan: kept-alive tabs that are not shown (aria-hidden and not rendered), and a table's rows after
// its fifth (rows repeat one pattern; colour contrast is axe's costliest rule and a list page has hundreds of cells).
const SKIPPED = '[data-testid=tab-page][aria-hidden=true], .ant-table-tbody > tr:nth-child(n+7)';

/**
 * Runs axe once on the page, or only inside `part` (the page of the tab shown, an open dialog or pop-up), and
 * returns its serious and critical violations.
 */
export async function axeProblems(page: Page, where: string, part?: Locator): Promise<string[]> {
  await inject(page);
  if (part) await part.evaluate((el, name) => el.setAttribute(name, ''), SCOPE);
  const found = await page.evaluate(
    async ({ scope, skipped, tags }) => {
      const axe = (window as unknown as { axe: typeof Axe }).axe;
      const root = scope ? document.querySelector(`[${scope}]`) : document.documentElement;
      const context = {
        include: [root],
        exclude: [...document.querySelectorAll(skipped)],
      } as unknown as Axe.ElementContext;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { scope: part ? SCOPE : null, skipped: SKIPPED, tags: TAGS },
  );
  if (part) await part.evaluate((el, name) => el.removeAttribute(name), SCOPE);
  return (found as Found[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} ${v.targets.slice(0, 6).join(', ')}${v.targets.length > 6 ? ` (+${v.targets.length - 6})` : ''}`,
    );
}
