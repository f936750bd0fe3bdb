// The auth pages of both sets come from one factory each: the merchant set's pages are the system pages on the
// merchant calls with the owner fields added, and every label either set shows is found in every language (the
// shared ones once, in shared.json under the page's key; the merchant set's extras in merchant.json).
import { describe, expect, it } from 'vitest';
import type { UserType } from '@/api/common';
import type { EnumDef } from '@/components/resource-kit/enums';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { changeLanguage, i18n } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { loadLookups } from '@/lib/lookups';
import { clearSession, setProfile } from '@/lib/session-store';
import * as merchantMenu from '@/resources/merchant/auth-menu';
import * as merchantRole from '@/resources/merchant/auth-role';
import * as merchantUser from '@/resources/merchant/auth-user';
import * as merchantLog from '@/resources/merchant/operation-log';
import { MERCHANT_PAGES } from '@/resources/merchant/pages';
import { ownerWire } from '@/resources/shared/auth/merchant-owner';
import * as systemMenu from '@/resources/system/auth-menu';
import * as systemRole from '@/resources/system/auth-role';
import * as systemUser from '@/resources/system/auth-user';
import * as systemLog from '@/resources/system/operation-log';
import { signIn } from '@tests/render';

type Def = ResourceDefinition<never>;
const SYSTEM = [systemMenu.AuthMenuPage, systemRole.AuthRolePage, systemUser.AuthUserPage, systemLog.OperationLogPage];
const MERCHANT = [
  merchantMenu.AuthMenuPage,
  merchantRole.AuthRolePage,
  merchantUser.AuthUserPage,
  merchantLog.OperationLogPage,
];
const defs = (pages: { definition: unknown }[]) => pages.map((page) => page.definition as Def);
const keysOf = (items: readonly { key: string }[] | undefined) => (items ?? []).map((item) => item.key);
const OWNER = ['merchantTeamId', 'merchantId'];

/** Every text a declaration shows by key: a raw key, or a locale key's shape, means it was not found. */
function labels(def: Def, t: (key: string | string[], options?: Record<string, unknown>) => unknown) {
  const text = resourceText(def, t);
  const enums = [...def.columns, ...(def.filters ?? []), ...(def.form?.fields ?? [])].flatMap((decl) =>
    'enum' in decl && decl.enum
      ? (decl.enum as EnumDef).options.map((o) => [
          `enum ${(decl.enum as EnumDef).name} ${String(o.value)}`,
          text.enumLabel(decl.enum as EnumDef, o.value),
        ])
      : [],
  );
  return [
    ...def.columns.map((c) => [`column ${c.key}`, text.column(c.key)]),
    ...(def.filters ?? []).map((f) => [`filter ${f.key}`, text.filter(f.key)]),
    ...(def.form?.fields ?? []).map((f) => [`field ${f.key}`, text.field(f.key)]),
    ...(def.rowActions ?? []).map((a) => [`action ${a.key}`, text.action(a.key, 'label')]),
    ...(def.rowActions ?? []).filter((a) => a.confirm).map((a) => [`confirm ${a.key}`, text.action(a.key, 'confirm')]),
    ...(def.form?.fields ?? [])
      .filter((f) => 'pattern' in f && f.pattern)
      .map((f) => [`pattern ${f.key}`, text.message(`validation.${f.key}`)]),
    ...(def.detail ? [['detail title', text.message('detail.title', { id: 1 })]] : []),
    ...enums,
  ].map(([what, shown]) => ({ what: what ?? '', shown: shown ?? '' }));
}

describe('auth page factories', () => {
  it('the merchant set is the system set on the merchant calls, with the owner fields added', () => {
    expect(Object.keys(MERCHANT_PAGES)).toEqual(
      expect.arrayContaining(['merchant.authMenu', 'merchant.authRole', 'merchant.authUser', 'merchant.operationLog']),
    );
    const [sys, mer] = [defs(SYSTEM), defs(MERCHANT)];
    expect(mer.map((d) => d.name)).toEqual(sys.map((d) => d.name.replace('system.', 'merchant.')));
    for (const [i, def] of mer.entries()) {
      const twin = sys[i]!;
      // Same page: what the system page has, the merchant page has in the same order.
      expect(keysOf(def.columns).filter((k) => keysOf(twin.columns).includes(k))).toEqual(keysOf(twin.columns));
      expect(keysOf(def.rowActions).join()).toBe(keysOf(twin.rowActions).join());
      for (const action of def.rowActions ?? []) {
        if ('url' in action && action.url)
          expect(action.url).toMatch(/^\/api\/merchant\/auth(Menu|Role|User)\/remove$/);
        expect(action.permission).toMatch(/^merchant\./);
      }
      for (const field of def.form?.fields ?? []) {
        if ('resource' in field) expect(field.resource).toMatch(/^merchant\./);
        if ('source' in field) expect(field.source).toBe('/api/merchant/authRole/permissionTree');
      }
      expect(keysOf(twin.filters).some((k) => OWNER.includes(k))).toBe(false);
    }
    const [, role, user, log] = mer;
    expect(keysOf(role!.filters)).toEqual(expect.arrayContaining(['userType', ...OWNER]));
    expect(keysOf(role!.form?.fields)).toEqual(expect.arrayContaining(['userType', ...OWNER]));
    expect(keysOf(user!.filters)).toEqual(expect.arrayContaining(['type', ...OWNER]));
    expect(keysOf(user!.form?.fields)).toEqual(expect.arrayContaining(['type', ...OWNER]));
    expect(keysOf(log!.columns)).toEqual(expect.arrayContaining(['merchantTeamName', 'merchantName']));
    // A user's owner is required for its type; a role's only for someone who may not keep shared templates (below).
    const required = (def: Def, key: string, values: Record<string, unknown>) =>
      def.form!.fields.find((f) => f.key === key)!.requiredWhen?.(values) ?? false;
    expect(required(user!, 'merchantTeamId', { type: 2 })).toBe(true);
    expect(required(user!, 'merchantId', { type: 2 })).toBe(false);
    expect(required(user!, 'merchantId', { type: 3 })).toBe(true);
  });

  it('a role may be left without an owner (a shared template) by platform staff only: the owner is required otherwise', () => {
    const [, role] = defs(MERCHANT);
    const required = (values: Record<string, unknown>) =>
      ['merchantTeamId', 'merchantId'].map((key) =>
        role!.form!.fields.find((f) => f.key === key)!.requiredWhen?.(values),
      );
    const as = (type: UserType) =>
      setProfile({
        id: 9,
        username: 'u',
        nickname: 'n',
        type,
        merchantTeamId: 1,
        merchantId: 0,
        role: { id: 2, name: 'r', permissions: [] },
      });
    as(1);
    expect(required({ userType: 2 })).toEqual([false, false]);
    expect(required({ userType: 3 })).toEqual([false, false]);
    as(2);
    expect(required({ userType: 2 })).toEqual([true, false]);
    expect(required({ userType: 3 })).toEqual([false, true]);
    clearSession();
  });

  it('every label of both sets is found in every language', async () => {
    for (const { code } of LANGUAGES) {
      await changeLanguage(code);
      const t = i18n.t.bind(i18n);
      for (const def of [...defs(SYSTEM), ...defs(MERCHANT)]) {
        const raw = labels(def, t).filter(
          ({ what, shown }) => !shown || shown === what.split(' ').at(-1) || /^[a-z]+[.:]/.test(shown),
        );
        expect({ code, page: def.name, raw }).toEqual({ code, page: def.name, raw: [] });
      }
    }
    // The shared labels are the same text in both sets, and the merchant set's own are its own.
    await changeLanguage('zh-CN');
    const [sysRole, merRole] = [defs(SYSTEM)[1]!, defs(MERCHANT)[1]!].map((def) =>
      resourceText(def, i18n.t.bind(i18n)),
    );
    expect(merRole!.column('name')).toBe(sysRole!.column('name'));
    expect(merRole!.column('name')).toBe('角色名称');
    expect(merRole!.column('id')).toBe('ID');
    expect(merRole!.column('userType')).toBe('角色类型');
    expect(merRole!.action('remove', 'confirm', { name: '运营' })).toBe('确定删除角色「运营」？');
  });

  it("a type 3 owner carries its merchant's team; a type 2 owner no merchant", async () => {
    await signIn('admin');
    const lists = await loadLookups();
    const merchant = lists.merchantList.find((m) => m.id === 101)!;
    expect(ownerWire('type', { type: 3, merchantId: 101, merchantTeamId: 99 })).toMatchObject({
      merchantId: 101,
      merchantTeamId: merchant.merchantTeamId,
    });
    expect(ownerWire('userType', { userType: 2, merchantTeamId: 1, merchantId: 101 })).toMatchObject({
      merchantId: 0,
      merchantTeamId: 1,
    });
    expect(ownerWire('userType', { userType: 3 })).toMatchObject({ merchantId: 0, merchantTeamId: 0 });
  });
});
