// 组合控制 end to end on the real build against the standalone server: the admin adds a pool between two others of a
// game; before saving, the form says the range it will cover and names the neighbour it narrows; after saving, the
// neighbour's interval in the list has moved; generate refills the neighbour, then the whole game. The bound differs
// per run, so the journey holds on a server where it (or another journey) ran before.
import { expect, test } from './support/test';
import { login } from './support/login';
import { pickOption } from './support/popups';
import { resourcePage } from './game-helpers';

const GAME = { id: 1012, name: 'Caishen Wins' };
const listUrl = `/control/combine?filters[0][field]=gameId&filters[0][operator]=eq&filters[0][value]=${GAME.id}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a pool added between two others narrows the next one, shown before saving and in the list after', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Between 大奖 (…, 20] and the average of 巨奖 (38), two decimals, new on every run.
  const bound = (2100 + (Date.now() % 1600)) / 100;
  const name = `E2E ${Date.now() % 1_000_000}`;
  await login(page, 'admin');
  await page.goto(listUrl);
  const list = resourcePage(page, 'control.combine');
  await expect(list.locator('tr', { hasText: '超级大奖' })).toContainText('+∞', { timeout: 30_000 });

  await list.getByTestId('create-button').click();
  const form = page.locator('.ant-modal:visible');
  // The game list is long (a virtual list): search it as a person would.
  await form.getByLabel('游戏', { exact: true }).fill(GAME.name);
  await pickOption(page, GAME.name);
  await form.getByLabel('组合名称').fill(name);
  await form.getByLabel('最大倍数').fill(String(bound));
  await form.getByLabel('平均倍数').fill(String(bound));
  const preview = form.getByTestId('preview-rangePreview');
  await expect(preview).toContainText(new RegExp(`将覆盖 \\([\\d.]+, ${escape(String(bound))}\\]`), {
    timeout: 30_000,
  });
  // The next pool up (巨奖, or a pool an earlier run added) loses the part below the new bound.
  const narrowed = preview.getByText(/^下一组合 /);
  const shape = new RegExp(`^下一组合 (.+) 的区间由 \\([\\d.]+, (.+)\\] 缩小为 \\(${escape(String(bound))}, \\2\\]$`);
  await expect(narrowed).toHaveText(shape);
  const [, neighbour = '', upper = ''] = shape.exec((await narrowed.innerText()).trim()) ?? [];

  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  await expect(list.locator('tr', { hasText: name })).toContainText(`, ${bound}]`);
  const neighbourRow = list.locator('tr').filter({ has: page.getByRole('cell', { name: neighbour, exact: true }) });
  await expect(neighbourRow).toContainText(`(${bound}, ${upper}]`);

  // Generate refills the neighbour to its target after the confirm of 1.1, and says to how much.
  await neighbourRow.getByRole('button', { name: /生\s*成/ }).click();
  const question = page.locator('.ant-popconfirm:visible');
  await expect(question).toContainText('将按目标数量补充预生成结果，确定？');
  await question.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(new RegExp(`^${escape(neighbour)} 的库存已补充至 [\\d,]+$`))).toBeVisible();
  await expect(neighbourRow).not.toContainText('低于目标');

  // Generate for the whole game: the toolbar asks for the game, then the same confirm, and counts the pools refilled.
  await list.getByRole('button', { name: '按游戏生成' }).click();
  const gameForm = page.locator('.ant-modal:visible');
  await gameForm.getByLabel('游戏', { exact: true }).fill(GAME.name);
  await pickOption(page, GAME.name);
  await gameForm.getByRole('button', { name: /生\s*成/ }).click();
  const ask = page.locator('.ant-modal-confirm:visible');
  await expect(ask).toContainText('将按目标数量补充预生成结果，确定？');
  await ask.getByRole('button', { name: /生\s*成/ }).click();
  await expect(page.getByText(/^已按目标数量补充 \d+ 个组合的库存$/)).toBeVisible();
  await expect(list.getByText('低于目标')).toHaveCount(0);
});
