// The system area's currency and log pages: a bet config the server would refuse is stopped in the form; a save and
// the login land in the operation log with the password masked; the runtime log reads newest first and an ERROR
// line's stack opens under it. The rate list (history kept, a new rate on top, a rate of 0 or below said in its
// field) is src/resources/system/currency-pages.test.tsx.
import { expect, test, type Locator, type Page } from './support/test';
import { login } from './support/login';
import { pickOption } from './support/popups';

const SAVE = /保\s*存/;
const resourcePage = (page: Page, name: string) => page.locator(`[data-testid="resource-${name}"]:visible`);
const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test('a default bet outside the levels is refused in the form; a valid save is logged, and the login masked', async ({
  page,
}) => {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/system/currencyConfig/save')) saves.push(r.postData() ?? '');
  });
  await page.goto('/system/currencyConfig');
  const list = resourcePage(page, 'system.currencyConfig');
  const usd = rows(list).filter({ hasText: 'USD' });
  await usd.getByRole('button', { name: /编\s*辑/ }).click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('默认投注').fill('3');
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form.getByText('默认投注须为投注档位之一')).toBeVisible();
  expect(saves).toEqual([]);

  await form.getByLabel('默认投注').fill('2');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/system/currencyConfig/save'));
  await form.getByRole('button', { name: SAVE }).click();
  expect((await sent).postDataJSON()).toMatchObject({ id: 2, currencyCode: 'USD', defaultBet: 2 });
  await expect(form).toBeHidden();

  await page.goto('/system/operationLog');
  const log = resourcePage(page, 'system.operationLog');
  const saved = rows(log).filter({ hasText: 'system.currencyConfig' }).first();
  await expect(saved).toContainText('save');
  await expect(saved).toContainText('成功');
  const signIn = rows(log).filter({ hasText: 'auth' }).filter({ hasText: 'login' }).first();
  await signIn.locator('td').first().getByRole('button').click();
  const detail = page.getByTestId('op-log-params');
  await expect(detail).toContainText('"password": "******"');
  await expect(detail).not.toContainText('admin123');
});

test.describe('on a world of its own', () => {
  test.use({ freshWorld: true });

  test('the runtime log reads newest first, in milliseconds, and an ERROR line opens its stack', async ({ page }) => {
    await page.goto('/system/runtimeLog');
    const list = resourcePage(page, 'system.runtimeLog');
    await expect(rows(list).first()).toBeVisible();
    const times = await rows(list).locator('td:first-child').allInnerTexts();
    expect(times.length).toBeGreaterThan(5);
    for (const t of times) expect(t.trim()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect([...times].sort().reverse()).toEqual(times);

    await list.getByLabel('最低级别', { exact: true }).click();
    await pickOption(page, 'ERROR');
    await list.getByTestId('filter-search').click();
    const error = rows(list).first();
    await expect(error).toContainText('ERROR');
    await expect(rows(list).filter({ hasText: /DEBUG|INFO|WARN/ })).toHaveCount(0);
    await error.getByText('展开堆栈').click();
    await expect(error.getByTestId('log-stack')).toContainText('\tat '.trim());
    await error.getByText('收起堆栈').click();
    await expect(error.getByTestId('log-stack')).toHaveCount(0);
  });
});
