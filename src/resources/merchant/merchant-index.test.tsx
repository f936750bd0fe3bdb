import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent, type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFieldMessage } from '@tests/field-message';
import { recordBodies } from '@tests/record-calls';
import { renderPage } from '@tests/support/page-harness';
import { dialogTitled } from '@tests/support/kit-form';
import { FIRST_LOAD } from '@tests/support/game-area';
import { chooseOption } from '@tests/support/select-option';
import type { MerchantSaveInput } from '@/api/merchant';

const SAVE = /保\s*存/;
// Pointer checks off: they are slow over antd's selects in jsdom.
const fast = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function openPage() {
  const app = await renderPage('/merchant/index');
  const page = await screen.findByTestId('resource-merchant.index', {}, FIRST_LOAD);
  await within(page).findByText('金龙娱乐', {}, FIRST_LOAD);
  return { app, page };
}

const choose = (dialog: HTMLElement, label: string, option: string) => chooseOption(fast(), dialog, label, option);

/** The key in the once-only dialog; after "I have saved it" it is nowhere on the page. */
async function secretShownOnce(app: { user: { click: (el: Element) => Promise<void> } }): Promise<string> {
  const dialog = await dialogTitled('商户密钥（仅显示一次）');
  expect(
    within(dialog).getByText('商户密钥只显示这一次，关闭后无法再次查看。请立即复制并妥善保存。'),
  ).toBeInTheDocument();
  const key = (within(dialog).getByLabelText('商户密钥') as HTMLInputElement).value;
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  await app.user.click(within(dialog).getByRole('button', { name: '我已保存' }));
  await waitFor(() => expect(screen.queryByText('商户密钥（仅显示一次）')).toBeNull());
  const inputs = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
  expect(document.body.textContent).not.toContain(key);
  expect(inputs).not.toContain(key);
  return key;
}

/** Puts text into a field as one paste: typing it key by key re-validates the whole antd form per key (minutes). */
async function put(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const rowOf = (page: HTMLElement, name: string) => within(page).getByText(name).closest('tr') as HTMLElement;

describe('merchant.index', () => {
  it(
    'creates a merchant: code pattern, callback URL for a single wallet, one IPv4 per line sent as a list',
    { timeout: 120_000 },
    async () => {
      const bodies = recordBodies<MerchantSaveInput>('/api/merchant/index/save');
      const { app, page } = await openPage();
      await app.user.click(within(page).getByTestId('create-button'));
      const dialog = await dialogTitled('新增商户');
      await put(app.user, within(dialog).getByLabelText('商户名称'), '新星娱乐');
      await put(app.user, within(dialog).getByLabelText('商户编码'), 'Xin-Xing');
      await choose(dialog, '商户团队', 'Samba Gaming');
      await app.user.click(within(dialog).getByLabelText('对接'));
      await choose(dialog, '币种', 'BRL 巴西雷亚尔');
      await choose(dialog, '钱包类型', '单一钱包');
      const ips = within(dialog).getByLabelText('IP白名单');
      await put(app.user, ips, '203.0.113.9\n\n999.1.1.1');
      await app.user.click(within(dialog).getByRole('button', { name: SAVE }));
      await expectFieldMessage(dialog, '商户编码须为3到20位小写字母、数字或下划线');
      await expectFieldMessage(dialog, '请输入回调地址');
      await expectFieldMessage(dialog, '每行须为一个IPv4地址，如 203.0.113.9');
      expect(bodies).toHaveLength(0);

      const code = within(dialog).getByLabelText('商户编码');
      await put(app.user, code, 'xinxing');
      await put(app.user, within(dialog).getByLabelText('回调地址'), 'ftp://a.example.com');
      await expectFieldMessage(dialog, '回调地址须以 http:// 或 https:// 开头');
      await put(app.user, within(dialog).getByLabelText('回调地址'), 'https://api.xinxing.example.com/cb');
      await put(app.user, ips, '203.0.113.9\n\n  198.51.100.2 \n');
      await app.user.click(within(dialog).getByRole('button', { name: SAVE }));
      // The first fee terms are required on create (merchant.md 2.1), in force from this month, the type's bound kept.
      await expectFieldMessage(dialog, '请输入费率 (%)');
      expect(bodies).toHaveLength(0);
      expect(dialog).toHaveTextContent('首期费率，自创建当月起生效');
      await app.user.click(within(dialog).getByRole('radio', { name: '投注额分成' }));
      await put(app.user, within(dialog).getByLabelText('费率 (%)'), '12');
      await app.user.click(within(dialog).getByRole('button', { name: SAVE }));
      await expectFieldMessage(dialog, '投注额分成的费率不能大于 10');
      expect(bodies).toHaveLength(0);
      await put(app.user, within(dialog).getByLabelText('费率 (%)'), '0.75');
      await app.user.click(within(dialog).getByRole('button', { name: SAVE }));
      await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 20_000 });
      expect(bodies[0]).toMatchObject({
        name: '新星娱乐',
        code: 'xinxing',
        merchantTeamId: 3,
        merchantType: 2,
        currencyCode: 'BRL',
        walletType: 2,
        callbackUrl: 'https://api.xinxing.example.com/cb',
        whiteIps: ['203.0.113.9', '198.51.100.2'],
        status: 1,
        cooperationType: 2,
        rate: 0.75,
      });
      const key = await secretShownOnce(app);
      // The list shows the new merchant with its key masked.
      const row = await within(page).findByText('xinxing', {}, { timeout: 20_000 });
      expect(row.closest('tr')).toHaveTextContent(`${key.slice(0, 4)}****${key.slice(-4)}`);
    },
  );

  it(
    'edits with code, currency and wallet type read-only, the IP list one per line',
    { timeout: 120_000 },
    async () => {
      const { app, page } = await openPage();
      await app.user.click(within(rowOf(page, '金龙娱乐')).getByRole('button', { name: /编\s*辑/ }));
      const dialog = await dialogTitled('编辑商户');
      expect(within(dialog).getByLabelText('商户编码')).toBeDisabled();
      expect(within(dialog).getByLabelText('币种')).toBeDisabled();
      expect(within(dialog).getByLabelText('钱包类型')).toBeDisabled();
      expect(within(dialog).getByLabelText('商户名称')).toBeEnabled();
      expect(within(dialog).getByLabelText('IP白名单')).toHaveValue('203.0.113.101');
    },
  );

  it('disabling and resetting the key ask first with the contract texts', { timeout: 180_000 }, async () => {
    const { app, page } = await openPage();
    await app.user.click(within(rowOf(page, '金龙娱乐')).getByRole('button', { name: /停\s*用/ }));
    const confirm = (await screen.findByText('停用后该商户玩家将无法进入游戏，确定停用？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await app.user.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('商户已停用', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(
      () => expect(within(rowOf(page, '金龙娱乐')).getByRole('button', { name: /启\s*用/ })).toBeInTheDocument(),
      { timeout: 20_000 },
    );

    await app.user.click(within(rowOf(page, '福星棋牌')).getByRole('button', { name: '重置密钥' }));
    const ask = (await screen.findByText('重置后旧密钥立即失效，商户需更新对接配置，确定重置？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await app.user.click(within(ask).getByRole('button', { name: /确\s*定|OK/ }));
    const key = await secretShownOnce(app);
    await waitFor(() => expect(rowOf(page, '福星棋牌')).toHaveTextContent(`${key.slice(0, 4)}****${key.slice(-4)}`), {
      timeout: 20_000,
    });
  });
});
