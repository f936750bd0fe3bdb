// @vitest-environment node
// 商户列表 on the server (merchant.md 2.1, 2.6): every filter, the data scope, every save check (each refusal next to
// the call it lets through), enable/disable, and the secret key leaving only in the create and resetKey answers.
import { describe, expect, it } from 'vitest';
import { mockNow } from '@mocks/lib/clock';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { exportFile } from '@mocks/shell/db/export-files';
import { EXPORT_KINDS } from '@mocks/shell/db/export-tasks';
import { openSession } from '@mocks/domain/staff/sessions';
import { operationLogRows } from '@mocks/domain/staff/operation-log';
import { call } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { InitSelectData, ListResult, UserType } from '@/api/common';
import type { MerchantCreated, MerchantKeyReset, MerchantRow, MerchantSaveInput } from '@/api/merchant';
import type { PlayerRow } from '@/api/player';
import type { RateRow } from '@/api/merchant-rate';

withMockServer();

const KEYS = ['merchant.index', 'merchant.index.save', 'merchant.index.changeStatus', 'merchant.index.resetKey'];
const userOf = (type: UserType = 1, merchantTeamId = 0, merchantId = 0) =>
  openSession(addTestAccount([...ALL_PERMISSIONS, ...KEYS], { type, merchantTeamId, merchantId }));

const list = async (token: string, query: Record<string, string | number> = {}) => {
  const res = await call<ListResult<MerchantRow>>('/api/merchant/index/list', {
    token,
    query: { pageSize: 100, ...query },
  });
  expect(res.state, res.msg).toBe(1);
  return res.result;
};
const ids = async (token: string, query: Record<string, string | number> = {}) =>
  (await list(token, query)).list.map((m) => m.id).sort();
const post = <T = unknown>(token: string, verb: string, body: unknown, lang = 'zh-CN') =>
  call<T>(`/api/merchant/index/${verb}`, { token, body, lang });

const NEW: MerchantSaveInput = {
  name: '新星娱乐',
  code: 'xinxing',
  merchantTeamId: 2,
  merchantType: 2,
  currencyCode: 'USD',
  walletType: 3,
  callbackUrl: 'https://api.xinxing.example.com/wallet',
  whiteIps: ['203.0.113.9', '198.51.100.20'],
  contact: 'tg @xinxing',
  status: 1,
  remark: '',
  cooperationType: 1,
  rate: 12.5,
};

/** Merchant 101 as its edit form sends it back. */
async function stored(token: string, id = 101): Promise<MerchantSaveInput & { id: number }> {
  const row = (await list(token)).list.find((m) => m.id === id)!;
  const {
    merchantTeamName: _t,
    secretKeyMasked: _k,
    playerCount: _p,
    createTime: _c,
    updateTime: _u,
    operator: _o,
    ...input
  } = row;
  return input;
}

describe('merchant.index list', () => {
  it('filters by name (contains), code (exact), team, type, wallet type, currency and status, and sorts', async () => {
    const admin = userOf();
    expect(await ids(admin)).toHaveLength(12);
    expect(await ids(admin, { name: '星' })).toEqual([102]);
    expect(await ids(admin, { code: 'starbet' })).toEqual([201]);
    expect(await ids(admin, { code: 'star' })).toEqual([]);
    expect(await ids(admin, { merchantTeamId: 3 })).toEqual([301, 302, 303]);
    expect(await ids(admin, { merchantType: 1 })).toEqual([101, 102, 103]);
    expect(await ids(admin, { walletType: 1 })).toEqual([103, 402]);
    expect(await ids(admin, { currencyCode: 'BRL' })).toEqual([301, 302, 303]);
    expect(await ids(admin, { status: 0 })).toEqual([]);
    expect((await post(admin, 'changeStatus', { id: 202, status: 0 })).state).toBe(1);
    expect(await ids(admin, { status: 0 })).toEqual([202]);
    expect(await ids(admin, { status: 1 })).not.toContain(202);
    const byCode = (await list(admin, { sortField: 'code', sortOrder: 'ascend' })).list.map((m) => m.code);
    expect(byCode).toEqual([...byCode].sort());
    expect(byCode[0]).toBe('bangkok_win');

    const row = (await list(admin, { code: 'jinlong' })).list[0]!;
    expect(row).toMatchObject({ merchantTeamId: 1, merchantTeamName: '金龙团队', walletType: 3 });
    expect(row.playerCount).toBeGreaterThan(0);
    expect(row.secretKeyMasked).toMatch(/^[0-9a-f]{4}\*{4}[0-9a-f]{4}$/);
    expect(row).not.toHaveProperty('secretKey');
  });

  it('a team user lists its team only, a merchant user its own merchant; other values find nothing', async () => {
    const team = userOf(2, 1);
    expect(await ids(team)).toEqual([101, 102, 103]);
    expect(await ids(team, { merchantTeamId: 2 })).toEqual([]);
    expect(await ids(team, { code: 'starbet' })).toEqual([]);
    const merchant = userOf(3, 1, 101);
    expect(await ids(merchant)).toEqual([101]);
    expect(await ids(merchant, { code: 'fuxing' })).toEqual([]);
  });

  it('a team user saves, disables and resets keys inside its team only', async () => {
    const team = userOf(2, 1);
    expect((await post(team, 'save', { ...NEW, merchantTeamId: 2 })).state).toBe(0);
    expect((await post(team, 'save', { ...NEW, merchantTeamId: 1 })).state).toBe(1);
    const other = await stored(userOf(), 201);
    expect((await post(team, 'save', { ...other, name: 'x' })).msg).toBe('商户不存在');
    expect((await post(team, 'save', { ...(await stored(team, 102)), name: '福星' })).state).toBe(1);
    expect((await post(team, 'changeStatus', { id: 201, status: 0 })).state).toBe(0);
    expect((await post(team, 'changeStatus', { id: 101, status: 0 })).state).toBe(1);
    expect((await post(team, 'resetKey', { id: 201 })).state).toBe(0);
    expect((await post(team, 'resetKey', { id: 101 })).state).toBe(1);
    // Moving one of its merchants to another team is moving it out of reach.
    expect((await post(team, 'save', { ...(await stored(team, 103)), merchantTeamId: 2 })).state).toBe(0);
  });
});

describe('merchant.index save', () => {
  const refusals: [string, Partial<MerchantSaveInput>, Partial<MerchantSaveInput>, string][] = [
    ['name required', { name: '' }, { name: '新' }, '请输入1到30个字符的商户名称，不含表情'],
    ['name <= 30', { name: 'n'.repeat(31) }, { name: 'n'.repeat(30) }, '请输入1到30个字符的商户名称，不含表情'],
    ['name without emoji', { name: '新星😀' }, { name: '新星' }, '请输入1到30个字符的商户名称，不含表情'],
    ['code pattern', { code: 'Xin-Xing' }, { code: 'xin_xing' }, '商户编码须为3到20位小写字母、数字或下划线'],
    ['code length', { code: 'xx' }, { code: 'x'.repeat(20) }, '商户编码须为3到20位小写字母、数字或下划线'],
    ['code unique', { code: 'jinlong' }, { code: 'jinlong2' }, '商户编码已存在'],
    ['existing team', { merchantTeamId: 99 }, { merchantTeamId: 4 }, '请选择已有的商户团队'],
    ['merchant type', { merchantType: 3 as 1 }, { merchantType: 1 }, '请选择商户类型'],
    ['enabled currency', { currencyCode: 'XXX' }, { currencyCode: 'THB' }, '请选择启用的币种'],
    ['wallet type', { walletType: 4 as 1 }, { walletType: 2 }, '请选择钱包类型'],
    [
      'callback for wallet 2/3',
      { callbackUrl: '' },
      { callbackUrl: '', walletType: 1 },
      '单一钱包和转账钱包须填写回调地址',
    ],
    [
      'callback http(s)',
      { callbackUrl: 'ftp://a.example.com' },
      { callbackUrl: 'http://a.example.com' },
      '回调地址须为 http(s) 地址，不超过200个字符',
    ],
    [
      'callback <= 200',
      { callbackUrl: `https://a.example.com/${'p'.repeat(180)}` },
      { callbackUrl: `https://a.example.com/${'p'.repeat(178)}` },
      '回调地址须为 http(s) 地址，不超过200个字符',
    ],
    [
      'white IPs IPv4',
      { whiteIps: ['203.0.113.256'] },
      { whiteIps: ['203.0.113.255'] },
      'IP白名单须为IPv4地址，最多20个',
    ],
    [
      'white IPs a list',
      { whiteIps: '203.0.113.1' as unknown as string[] },
      { whiteIps: [] },
      'IP白名单须为IPv4地址，最多20个',
    ],
    [
      'white IPs <= 20',
      { whiteIps: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`) },
      { whiteIps: Array.from({ length: 20 }, (_, i) => `10.0.0.${i}`) },
      'IP白名单须为IPv4地址，最多20个',
    ],
    ['contact <= 100', { contact: 'c'.repeat(101) }, { contact: 'c'.repeat(100) }, '联系方式不能超过100个字符'],
    ['remark <= 200', { remark: 'r'.repeat(201) }, { remark: 'r'.repeat(200) }, '备注不能超过200个字符，不含表情'],
    ['status 0/1', { status: 2 as 1 }, { status: 0 }, '状态无效'],
  ];
  it.each(refusals)('refuses a bad %s and accepts a good one', async (_what, bad, good, msg) => {
    const admin = userOf();
    const refused = await post(admin, 'save', { ...NEW, ...bad });
    expect([refused.state, refused.msg]).toEqual([0, msg]);
    const accepted = await post<MerchantRow>(admin, 'save', { ...NEW, ...good });
    expect(accepted.state, accepted.msg).toBe(1);
  });

  it('create takes the first fee terms (required, the save bounds), in force from this month; an edit ignores them', async () => {
    const admin = userOf();
    const { cooperationType: _t, rate: _r, ...without } = NEW;
    expect((await post(admin, 'save', without)).msg).toBe('请选择合作模式');
    expect((await post(admin, 'save', { ...NEW, rate: undefined })).state).toBe(0);
    expect((await post(admin, 'save', { ...NEW, cooperationType: 2, rate: 10.01 })).msg).toBe(
      '费率须为0到10之间的数，最多2位小数',
    );
    expect((await post(admin, 'save', { ...NEW, rate: 1.234 })).state).toBe(0);
    const created = await post<MerchantRow>(admin, 'save', { ...NEW, cooperationType: 2, rate: 0.75 });
    expect(created.state, created.msg).toBe(1);
    const month = new Date(mockNow() + 8 * 3_600_000).toISOString().slice(0, 7);
    const rateRow = async () =>
      (
        await call<ListResult<RateRow>>('/api/merchant/rate/list', {
          token: admin,
          query: { merchantId: created.result.id },
        })
      ).result.list[0];
    expect(await rateRow()).toMatchObject({
      cooperationType: 2,
      rate: 0.75,
      effectiveMonth: month,
      nextCooperationType: null,
    });
    const edited = await post(admin, 'save', {
      ...NEW,
      id: created.result.id,
      cooperationType: 1,
      rate: 50,
      name: '新星二',
    });
    expect(edited.state, edited.msg).toBe(1);
    expect(await rateRow()).toMatchObject({ cooperationType: 2, rate: 0.75, effectiveMonth: month });
  });

  it('answers in the request language', async () => {
    const res = await post(userOf(), 'save', { ...NEW, code: 'jinlong' }, 'en-US');
    expect(res.msg).toBe('This merchant code is already in use');
  });

  it.each([
    ['code', { code: 'jinlong_new' }, '商户编码不可修改'],
    ['currencyCode', { currencyCode: 'USD' }, '币种不可修改'],
    ['walletType', { walletType: 2 as const }, '钱包类型不可修改'],
  ])('an edit that changes %s is refused naming it; the same edit without it is saved', async (_f, change, msg) => {
    const admin = userOf();
    const input = await stored(admin);
    const refused = await post(admin, 'save', { ...input, ...change });
    expect([refused.state, refused.msg]).toEqual([0, msg]);
    const saved = await post<MerchantRow>(admin, 'save', { ...input, name: '金龙国际', merchantTeamId: 2 });
    expect(saved.result).toMatchObject({
      id: 101,
      name: '金龙国际',
      merchantTeamId: 2,
      merchantTeamName: 'Lucky Star Group',
      code: 'jinlong',
    });
  });
});

describe('the secret key', () => {
  // Every export file is built: slow on a loaded machine.
  it(
    'leaves in the create and resetKey answers only: never in a list, another answer, an export file or the log',
    { timeout: 120_000 },
    async () => {
      const admin = userOf();
      const created = await post<MerchantCreated>(admin, 'save', NEW);
      expect(created.state, created.msg).toBe(1);
      const first = created.result.secretKey;
      expect(first).toMatch(/^[0-9a-f]{32}$/);
      expect(created.result.secretKeyMasked).toBe(`${first.slice(0, 4)}****${first.slice(-4)}`);
      const id = created.result.id;

      const edited = await post<MerchantRow>(admin, 'save', { ...NEW, id, name: '新星国际' });
      expect(edited.result).not.toHaveProperty('secretKey');
      expect((await post(admin, 'changeStatus', { id, status: 0 })).result).toBeNull();
      const reset = await post<MerchantKeyReset>(admin, 'resetKey', { id });
      const second = reset.result.secretKey;
      expect(second).toMatch(/^[0-9a-f]{32}$/);
      expect(second).not.toBe(first);
      expect(Object.keys(reset.result)).toEqual(['secretKey']);

      const row = (await list(admin, { code: 'xinxing' })).list[0]!;
      expect(row.secretKeyMasked).toBe(`${second.slice(0, 4)}****${second.slice(-4)}`);
      const everywhere = [
        JSON.stringify(await list(admin)),
        JSON.stringify(edited),
        JSON.stringify(await call('/api/system/operationLog/list', { token: admin, query: { pageSize: 1000 } })),
        JSON.stringify(operationLogRows()),
        JSON.stringify(await call('/api/merchant/operationLog/list', { token: admin, query: { pageSize: 1000 } })),
        JSON.stringify(await call('/api/common/initSelectData', { token: admin })),
        ...EXPORT_KINDS.map((kind) => exportFile(kind, { createdAt: mockNow(), inScope: () => true, lang: 'zh-CN' })),
      ];
      for (const text of everywhere) {
        expect(text).not.toContain(first);
        expect(text).not.toContain(second);
      }
      // The log has the calls themselves; the status switch under the verb its registration declares.
      expect(
        operationLogRows()
          .filter((r) => r.url.startsWith('/api/merchant/index/'))
          .map((r) => r.action),
      ).toEqual(expect.arrayContaining(['save', 'disable', 'resetKey']));
    },
  );
});

describe("a created merchant is the platform's", () => {
  it('is in initSelectData and the player list takes it as a merchant filter', async () => {
    const admin = userOf();
    const created = (await post<MerchantCreated>(admin, 'save', NEW)).result;
    const data = (await call<InitSelectData>('/api/common/initSelectData', { token: admin })).result;
    expect(data.merchantList).toContainEqual({ id: created.id, name: '新星娱乐', merchantTeamId: 2 });
    const players = await call<ListResult<PlayerRow>>('/api/player/page', {
      token: admin,
      query: { merchantId: created.id },
    });
    expect([players.state, players.result.total]).toEqual([1, 0]);
    // Disabled, it stays in the look-ups so old data can still be filtered.
    await post(admin, 'changeStatus', { id: created.id, status: 0 });
    const after = (await call<InitSelectData>('/api/common/initSelectData', { token: admin })).result;
    expect(after.merchantList.map((m) => m.id)).toContain(created.id);
  });
});
