// Forms from declarations: create and edit a classify entry; a filled form asks before Esc (the real key) discards it.
// Batch-setting games is src/resources/game/game-index.test.tsx's.
import { expect, test } from './support/test';
import { login } from './support/login';
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
