// Teams and merchants: one stored set, the seeds (seed-org.ts) plus what the merchant pages saved (merchant.md 2.6,
// last row). Every reader goes through here: initSelectData, the data scope, the player and bet order lists, the
// reports, export files and the operation log. So a team or merchant created, renamed or moved to another team shows
// in every filter and column on the next call, and scope follows a merchant to its new team. Generated data (players
// and their orders) keeps the merchant id it was drawn with; its team and names are read from here.
import { createRng } from '@mocks/lib/random';
import { CREATED_ID_BASE, putRow, removeRow, viewTable } from '@mocks/lib/seeded-table';
import { db, mutate, nextId, type DbState } from '@mocks/domain/store';
import type { MerchantDbState, MerchantRecord, TeamRecord } from '@mocks/domain/org/state';
import { MERCHANT_TEAMS, MERCHANTS } from '@mocks/domain/org/seed-org';

const SEED_TIME = '2025-01-01 00:00:00';
const SEED = { createTime: SEED_TIME, updateTime: SEED_TIME, operator: 'system', status: 1, remark: '' } as const;

const hex = (bytes: Iterable<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const seedTeams = (): TeamRecord[] => MERCHANT_TEAMS.map((t) => ({ ...SEED, id: t.id, name: t.name, contact: '' }));

let seededMerchants: MerchantRecord[] | undefined;
function seedMerchants(): MerchantRecord[] {
  seededMerchants ??= MERCHANTS.map((m) => {
    const rng = createRng('merchant-secret', m.id);
    return {
      ...SEED,
      ...m,
      callbackUrl: m.walletType === 1 ? '' : `https://api.${m.code.replace(/_/g, '-')}.example.com/wallet`,
      whiteIps: m.walletType === 1 ? [] : [`203.0.113.${m.id % 250}`],
      secretKey: hex(Array.from({ length: 16 }, () => rng.int(0, 255))),
      contact: `ops@${m.code.replace(/_/g, '-')}.example.com`,
    };
  });
  return seededMerchants.map((m) => ({ ...m, whiteIps: [...m.whiteIps] }));
}

/** What a row of merchant data shows of its merchant: the current team and the names. */
export type OrgNames = { merchantTeamId: number; merchantTeamName: string; merchantName: string };
const NO_ORG: OrgNames = { merchantTeamId: 0, merchantTeamName: '', merchantName: '' };

type OrgIndex = {
  teams: readonly TeamRecord[];
  merchants: readonly MerchantRecord[];
  team: Map<number, TeamRecord>;
  merchant: Map<number, MerchantRecord>;
  names: Map<number, OrgNames>;
};

// Built once per change of the set: the bet order lists ask for a merchant's names per row.
let memo: { slice: MerchantDbState; index: OrgIndex } | undefined;

function build(slice: MerchantDbState): OrgIndex {
  const teams = viewTable(seedTeams(), slice.teams);
  const merchants = viewTable(seedMerchants(), slice.merchants);
  const team = new Map(teams.map((t) => [t.id, t]));
  const names = new Map(
    merchants.map((m) => [
      m.id,
      {
        merchantTeamId: m.merchantTeamId,
        merchantTeamName: team.get(m.merchantTeamId)?.name ?? '',
        merchantName: m.name,
      },
    ]),
  );
  return { teams, merchants, team, merchant: new Map(merchants.map((m) => [m.id, m])), names };
}

function index(): OrgIndex {
  // A reset or a restored snapshot replaces the slice; a write here drops the memo itself.
  const slice = db().merchant;
  if (memo?.slice !== slice) memo = { slice, index: build(slice) };
  return memo.index;
}

/** Every team, disabled ones included (initSelectData lists them so old data can still be filtered). */
export const teamRecords = (): readonly TeamRecord[] => index().teams;
/** Every merchant, disabled ones included. */
export const merchantRecords = (): readonly MerchantRecord[] => index().merchants;
export const findTeam = (id: number): TeamRecord | undefined => index().team.get(id);
export const findMerchant = (id: number): MerchantRecord | undefined => index().merchant.get(id);

/** The merchant's current team and names; empty for an unknown merchant. */
export const orgOf = (merchantId: number): OrgNames => index().names.get(merchantId) ?? NO_ORG;

/** The team a row of merchant data belongs to now: its merchant's, or the row's own when it names no merchant (a
 * team-level row, an account bound to a team). */
export function teamIdOf(row: { merchantTeamId: number; merchantId: number }): number {
  return index().merchant.get(row.merchantId)?.merchantTeamId ?? row.merchantTeamId;
}

/** What a row bound to a team or a merchant (an account, an operation log line) shows: its merchant's current team and
 * names, or its team's name when it names no merchant. */
export function orgOfOwner(owner: { merchantTeamId: number; merchantId: number }): OrgNames {
  const names = index().names.get(owner.merchantId);
  if (names) return names;
  const team = index().team.get(owner.merchantTeamId);
  return { merchantTeamId: owner.merchantTeamId, merchantTeamName: team?.name ?? '', merchantName: '' };
}

/** A row of merchant data with its merchant's current team and names: the row itself when they have not changed (lists
 * read rows by the tens of thousands), else a copy. */
export function withCurrentOrg<R extends OrgNames & { merchantId: number }>(row: R): R {
  const org = orgOfOwner(row);
  const same =
    org.merchantTeamId === row.merchantTeamId &&
    org.merchantTeamName === row.merchantTeamName &&
    org.merchantName === row.merchantName;
  return same ? row : { ...row, ...org };
}

function write<T>(change: (s: DbState) => T): T {
  return mutate((s) => {
    memo = undefined;
    return change(s);
  });
}

const stamped = <R extends { createTime: string }>(existing: R | undefined, time: string, operator: string) => ({
  createTime: existing?.createTime ?? time,
  updateTime: time,
  operator,
});

export type TeamInput = Omit<TeamRecord, 'id' | 'createTime' | 'updateTime' | 'operator'> & { id?: number };

/** Creates a team (no id) or replaces one; the merchant.team handler checks the input first (merchant.md 2.2).
 * Undefined for an unknown id. */
export function storeTeam(input: TeamInput, operator: string, time: string): TeamRecord | undefined {
  const existing = input.id === undefined ? undefined : findTeam(input.id);
  if (input.id !== undefined && !existing) return undefined;
  return write((s) => {
    const id = existing?.id ?? CREATED_ID_BASE + nextId(s);
    const row: TeamRecord = { ...input, id, ...stamped(existing, time, operator) };
    putRow(
      s.merchant.teams,
      MERCHANT_TEAMS.some((t) => t.id === id),
      row,
    );
    return row;
  });
}

/** Removes a team; the handler refuses while it has merchants (merchant.md 2.2). False for an unknown id. */
export function deleteTeam(id: number): boolean {
  if (!findTeam(id)) return false;
  write((s) => removeRow(s.merchant.teams, id));
  return true;
}

export type MerchantInput = Omit<MerchantRecord, 'id' | 'secretKey' | 'createTime' | 'updateTime' | 'operator'> & {
  id?: number;
};

/** Creates a merchant (no id, with a new secret key) or replaces one, keeping its key; the merchant.index handler
 * checks the input first (merchant.md 2.1, 2.6). Undefined for an unknown id. */
export function storeMerchant(input: MerchantInput, operator: string, time: string): MerchantRecord | undefined {
  const existing = input.id === undefined ? undefined : findMerchant(input.id);
  if (input.id !== undefined && !existing) return undefined;
  return write((s) => {
    const id = existing?.id ?? CREATED_ID_BASE + nextId(s);
    return putMerchant(s, {
      ...input,
      whiteIps: [...input.whiteIps],
      id,
      secretKey: existing?.secretKey ?? newSecretKey(),
      ...stamped(existing, time, operator),
    });
  });
}

const newSecretKey = () => hex(crypto.getRandomValues(new Uint8Array(16)));

/** Stores a merchant's row (an edit of a seeded one, or a created one) and answers it. */
function putMerchant(s: DbState, row: MerchantRecord): MerchantRecord {
  putRow(
    s.merchant.merchants,
    MERCHANTS.some((m) => m.id === row.id),
    row,
  );
  return row;
}

/** Gives a merchant a new secret key, the old one failing at once (merchant.md 2.1 resetKey); the answer to this call
 * is the only place the new key leaves. Undefined for an unknown id. */
export function resetMerchantKey(id: number, operator: string, time: string): MerchantRecord | undefined {
  const existing = findMerchant(id);
  if (!existing) return undefined;
  return write((s) =>
    putMerchant(s, {
      ...existing,
      whiteIps: [...existing.whiteIps],
      secretKey: newSecretKey(),
      ...stamped(existing, time, operator),
    }),
  );
}
