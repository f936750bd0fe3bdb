// The staff records the change history reads (operations.md 7.2): roles, accounts and menu items. One auth store
// holds both sets, so the system and merchant areas export these same readers (mocks/<area>/routes.ts `records`).
import { listReader, type RecordReaders } from '@mocks/lib/record-readers';
import { menuRecords, roleRecords, userRecords } from '@mocks/domain/staff/auth-store';

// An account's or role's owner is its scope (README 0.4); a platform one has none, so only type 1 reads its history.
const owned = (r: { merchantTeamId: number; merchantId: number }) => ({
  merchantTeamId: r.merchantTeamId,
  merchantId: r.merchantId,
});

export const staffRecords: RecordReaders = {
  role: listReader(roleRecords, (r) => r.id, { owner: owned }),
  // The password is read too and dropped by the diff, which never lets one through (a reset shows no field).
  user: listReader(userRecords, (u) => u.id, { owner: owned }),
  menu: listReader(
    () => menuRecords('system'),
    (m) => m.id,
  ),
  merchantMenu: listReader(
    () => menuRecords('merchant'),
    (m) => m.id,
  ),
};
