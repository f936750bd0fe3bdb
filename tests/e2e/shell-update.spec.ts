// A new build on the server shows the update prompt. The site root is answered with another entry script and
// the page clock is fast-forwarded past the 30 s check interval.
import { expect, test } from './support/test';
import { login } from './support/login';

test('a changed build triggers the update prompt, and OK reloads', async ({ page, context }) => {
  const probes: string[] = [];
  let served = 'old';
  // context.route also sees the requests the mock build's service worker passes on.
  await context.route(/\/\?t=\d+$/, async (route) => {
    probes.push(route.request().url());
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      response,
      body: served === 'new' ? html.replace(/src="([^"]*\/index-)[^"/]+\.js"/, 'src="$1NEWBUILD.js"') : html,
    });
  });
  await page.clock.install();
  await login(page, 'admin');

  await page.clock.fastForward(31_000);
  await expect.poll(() => probes.length).toBe(1);
  // The same build: no prompt.
  await page.waitForTimeout(500);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  served = 'new';
  // Move on 30 s at a time until the next check has gone out and been answered (the first one schedules it once it
  // is answered; on a loaded machine an answer can miss one step, so the clock moves on until the prompt shows).
  const prompt = page.locator('.ant-modal-confirm');
  await expect
    .poll(
      async () => {
        if (!(await prompt.count())) await page.clock.fastForward(30_000);
        return probes.length >= 2 && (await prompt.count()) > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(prompt.locator('.ant-modal-confirm-title')).toHaveText('更新提示');
  await expect(prompt).toContainText('检测到新版本');

  const reload = page.waitForEvent('load');
  await prompt.getByRole('button', { name: /立即刷新/ }).click();
  await reload;
  await expect(page.getByTestId('side-menu')).toBeVisible();
});
