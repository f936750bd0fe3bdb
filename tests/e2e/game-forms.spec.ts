// Forms from declarations: create and edit a classify entry; batch-set games.
import { expect, test } from './support/test';
import { login } from './support/login';
import { pickOption } from './support/popups';
import { resourcePage, rows } from './game-helpers';

const SAVE = /保\s*存/;

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test('create and edit a classify entry', async ({ page }) => {
  await page.goto('/game/classify');
  const list = resourcePage(page, 'game.classify');
  await expect(rows(list)).toHaveCount(6);

  await list.getByTestId('create-button').click();
  const create = page.locator('.ant-modal:visible');
  await expect(create.locator('.ant-modal-title')).toHaveText('新增游戏分类');
  await create.getByRole('button', { name: SAVE }).click();
  await expect(create.getByText('请输入分类名称')).toBeVisible();
  await create.getByLabel('分类名称').fill('捕鱼游戏');
  await create.getByLabel('分类编码').fill('fishing');
  await create.getByLabel('排序').fill('70');
  await create.getByRole('button', { name: SAVE }).click();
  await expect(create).toBeHidden();
  await expect(rows(list)).toHaveCount(7);
  const created = rows(list).filter({ hasText: '捕鱼游戏' });
  await expect(created).toContainText('fishing');

  await created.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = page.locator('.ant-modal:visible');
  await expect(edit.locator('.ant-modal-title')).toHaveText('编辑游戏分类');
  await expect(edit.getByLabel('分类名称')).toHaveValue('捕鱼游戏');
  await edit.getByLabel('分类名称').fill('捕鱼达人');
  await edit.getByLabel('禁用').check();
  await edit.getByRole('button', { name: SAVE }).click();
  await expect(edit).toBeHidden();
  const edited = rows(list).filter({ hasText: '捕鱼达人' });
  await expect(edited).toContainText('禁用');
  await expect(rows(list).filter({ hasText: '捕鱼游戏' })).toHaveCount(0);

  // The mock keeps it: a reload still lists the edited entry.
  await page.reload();
  await expect(rows(list).filter({ hasText: '捕鱼达人' })).toHaveCount(1);
});

test('batch-set several games at once', async ({ page }) => {
  await page.goto('/game/index');
  const list = resourcePage(page, 'game.index');
  await expect(rows(list).first()).toBeVisible();
  const picked = ['Mahjong Ways 2', 'Lucky Neko', 'Wild Bandito'];
  for (const name of picked) await rows(list).filter({ hasText: name }).getByRole('checkbox').check();
  await expect(list.getByText('已选 3 项')).toBeVisible();

  await list.getByRole('button', { name: '批量设置' }).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByLabel('热门').click();
  await pickOption(page, '是');
  await dialog.getByLabel('状态').click();
  await pickOption(page, '禁用');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/game/index/batchSet'));
  await dialog.getByRole('button', { name: SAVE }).click();
  expect((await sent).postDataJSON()).toEqual({ ids: [1003, 1007, 1009], status: 0, isHot: 1 });
  await expect(page.getByText('已更新 3 个游戏')).toBeVisible();
  for (const name of picked) {
    const row = rows(list).filter({ hasText: name });
    await expect(row.locator('td').nth(4)).toHaveText('禁用');
    await expect(row).toContainText('是');
  }
});

test('a filled form asks before it discards what was typed', async ({ page }) => {
  await page.goto('/game/classify');
  const list = resourcePage(page, 'game.classify');
  await expect(rows(list).first()).toBeVisible();
  await list.getByTestId('create-button').click();
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: '新增游戏分类' });
  const name = dialog.getByLabel('分类名称');
  await name.fill('捕鱼游戏');

  const question = page.locator('.ant-modal-confirm');
  await page.keyboard.press('Escape');
  await expect(question).toContainText('放弃修改？');
  await question.getByRole('button', { name: '继续编辑' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('捕鱼游戏');

  await name.click();
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: '放弃修改' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(list).filter({ hasText: '捕鱼游戏' })).toHaveCount(0);
});
