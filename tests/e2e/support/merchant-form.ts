// The merchant create form filled as a person does (merchant.md 2.1): one place for the journeys that create a
// merchant, so a field the form gains (its first fee terms, issue 34) is filled in one place.
import type { Locator, Page } from '@playwright/test';
import { pickOption } from './popups';

/** Every required field of 新增商户, USD single wallet, revenue share at 9.5 %. */
export async function fillMerchantCreate(
  page: Page,
  form: Locator,
  fields: { name: string; code: string; team: string },
) {
  await form.getByLabel('商户名称').fill(fields.name);
  await form.getByLabel('商户编码').fill(fields.code);
  await form.getByLabel('商户团队').click();
  await pickOption(page, fields.team);
  await form.getByLabel('对接').check();
  await form.getByLabel('币种').click();
  await pickOption(page, /^USD/);
  await form.getByLabel('钱包类型').click();
  await pickOption(page, '单一钱包');
  await form.getByLabel('回调地址').fill('https://api.e2e.example.com/wallet');
  await form.getByLabel('费率 (%)').fill('9.5');
}
