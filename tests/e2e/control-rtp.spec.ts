// 游戏控制 → RTP修正记录 end to end on the real build against the standalone server: the admin changes a game's
// target RTP (asked first, since it resets the working RTP), the correction log then holds a target-change row whose
// new RTP is that target, and a manual correction within the game's shown bounds lands in the log too. The target
// moves by a cent from whatever it is, so the journey holds when it (or another journey) ran before on the server.
import { expect, test, type Page } from './support/test';
import { login } from './support/login';

test.describe.configure({ mode: 'serial' });

const GAME = 1006;
const byGame = (path: string, extra = '') =>
  `${path}?filters[0][field]=gameId&filters[0][operator]=eq&filters[0][value]=${GAME}${extra}`;
const pct = (n: number) => n.toFixed(2);

async function firstLogRow(page: Page, mode: number) {
  await page.goto(
    byGame('/control/gameRtpCorrection', `&filters[1][field]=mode&filters[1][operator]=eq&filters[1][value]=${mode}`),
  );
  const table = page.locator('[data-testid="resource-control.gameRtpCorrection"]:visible');
  const row = table.locator('tbody tr.ant-table-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row;
}

test('a target change is asked first and restarts the working RTP with a target-change row', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  await page.goto(byGame('/control/game'));
  const row = page.locator('[data-testid="resource-control.game"]:visible tbody tr.ant-table-row').first();
  // The first list on a fresh server derives every game's correction history (the day aggregates): a slow first call.
  await expect(row).toContainText(String(GAME), { timeout: 90_000 });
  await row.getByRole('button', { name: '编辑' }).click();
  const form = page.locator('.ant-modal:visible');
  const target = form.getByLabel('目标RTP（%）');
  await expect(target).not.toHaveValue('');
  const old = Number(await target.inputValue());
  const max = Number(await form.getByLabel('最大RTP（%）').inputValue());
  const next = Math.round((old + 0.01 <= max ? old + 0.01 : old - 0.01) * 100) / 100;
  await target.fill(String(next));
  await form.getByRole('button', { name: /确\s*定/ }).click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText('修改目标RTP将重置当前RTP，确定？');
  await question.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  // The target and the working RTP both read the new target.
  await expect(row.locator('td').nth(2)).toHaveText(pct(next));
  await expect(row.locator('td').nth(3)).toHaveText(pct(next));

  const logged = await firstLogRow(page, 3);
  await expect(logged).toContainText('目标变更');
  await expect(logged).toContainText(`→ ${pct(next)}`);
  await expect(logged).toContainText('admin');
});

test('a manual correction within the shown bounds is asked first and logged', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await page.goto(byGame('/control/gameRtpCorrection'));
  const list = page.locator('[data-testid="resource-control.gameRtpCorrection"]:visible');
  await expect(list.getByTestId('rtp-chart')).toBeVisible({ timeout: 30_000 });
  await list.getByRole('button', { name: '手动修正' }).click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('游戏').click();
  await page.locator('.ant-select-item-option', { hasText: `(${GAME})` }).click();
  const bounds = form.getByTestId('game-bounds');
  await expect(bounds).toContainText(/允许 [\d.]+% – [\d.]+%，当前RTP [\d.]+%/, { timeout: 30_000 });
  const min = Number(/允许 ([\d.]+)%/.exec((await bounds.textContent()) ?? '')![1]);
  await form.getByLabel('修正后RTP（%）').fill(String(min));
  await form.getByLabel('修正原因').fill('端到端测试手动修正');
  await form.getByRole('button', { name: /修\s*正/ }).click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText(/手动修正将立即生效，确定将当前RTP改为 [\d.]+%？/);
  // The question's OK says what it does, as the form's does.
  await question.getByRole('button', { name: /修\s*正/ }).click();
  await expect(page.getByText('已修正')).toBeVisible();

  const logged = await firstLogRow(page, 2);
  await expect(logged).toContainText('手动修正');
  await expect(logged).toContainText(`→ ${pct(min)}`);
  await expect(logged).toContainText('端到端测试手动修正');
});
