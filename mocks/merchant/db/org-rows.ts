// Teams and merchants as the merchant pages answer them: counted fields read now, and a merchant's secret only
// masked. Rows are built field by field, never spread from a record, so the stored key cannot leak into an answer.
import { findTeam, merchantRecords } from '@mocks/domain/org/org';
import type { MerchantRecord, TeamRecord } from '@mocks/domain/org/state';
import { seedPlayers } from '@mocks/domain/players/seed-players';
import type { MerchantRow, TeamRow } from '@/api/merchant';

// Players keep the merchant they were drawn with; a merchant created later has none.
let players: Map<number, number> | undefined;
export function playerCountOf(merchantId: number): number {
  players ??= seedPlayers().reduce(
    (m, p) => m.set(p.merchantId, (m.get(p.merchantId) ?? 0) + 1),
    new Map<number, number>(),
  );
  return players.get(merchantId) ?? 0;
}

/** `a3f0****9c2e`: enough to tell two keys apart, never enough to use one. */
export const maskSecret = (key: string) => (key.length > 8 ? `${key.slice(0, 4)}****${key.slice(-4)}` : '****');

export function merchantRow(m: MerchantRecord): MerchantRow {
  return {
    id: m.id,
    name: m.name,
    code: m.code,
    merchantTeamId: m.merchantTeamId,
    merchantTeamName: findTeam(m.merchantTeamId)?.name ?? '',
    merchantType: m.merchantType,
    currencyCode: m.currencyCode,
    walletType: m.walletType,
    callbackUrl: m.callbackUrl,
    whiteIps: [...m.whiteIps],
    secretKeyMasked: maskSecret(m.secretKey),
    contact: m.contact,
    playerCount: playerCountOf(m.id),
    status: m.status,
    remark: m.remark,
    createTime: m.createTime,
    updateTime: m.updateTime,
    operator: m.operator,
  };
}

export function teamRow(t: TeamRecord): TeamRow {
  const merchants = merchantRecords().filter((m) => m.merchantTeamId === t.id);
  return {
    id: t.id,
    name: t.name,
    contact: t.contact,
    merchantCount: merchants.length,
    playerCount: merchants.reduce((sum, m) => sum + playerCountOf(m.id), 0),
    status: t.status,
    remark: t.remark,
    createTime: t.createTime,
    updateTime: t.updateTime,
    operator: t.operator,
  };
}
