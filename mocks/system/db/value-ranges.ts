// The range each seeded number setting takes (system.md 4.1, 4.2 list the keys; the bounds are the mock's): a save
// outside it is refused with the range, so `export.keepDays = -1` never reaches the services. The range belongs to
// the key, not to the seeded row: a key removed and created again keeps it.
export type ValueRange = { min: number; max: number; integer?: boolean };

const CONFIG_RANGES: Readonly<Record<string, ValueRange>> = {
  'risk.bigWinMultiple': { min: 1, max: 100_000 },
  'risk.bigWinAmountCny': { min: 1, max: 100_000_000 },
  // Player RTP is in basis points, 10000 = original (the player RTP endpoint's own range).
  'player.defaultRtp': { min: 1, max: 10_000, integer: true },
  'export.keepDays': { min: 1, max: 90, integer: true },
  // operations.md 7.1: a request expires this many hours after it is made.
  'approval.expireHours': { min: 1, max: 720, integer: true },
};

const JAVA_CONFIG_RANGES: Readonly<Record<string, ValueRange>> = {
  'game-server/spin.timeoutMs': { min: 100, max: 60_000, integer: true },
  'game-server/combine.reloadIntervalSec': { min: 10, max: 86_400, integer: true },
  'game-server/jackpot.contributionPermille': { min: 0, max: 1000, integer: true },
  'wallet-server/callback.timeoutMs': { min: 100, max: 60_000, integer: true },
  'wallet-server/callback.retryTimes': { min: 0, max: 10, integer: true },
  'wallet-server/transfer.reconcileDelayMin': { min: 1, max: 1440, integer: true },
};

export const configRange = (key: string): ValueRange | undefined => CONFIG_RANGES[key];

export const javaConfigRange = (service: string, key: string): ValueRange | undefined =>
  JAVA_CONFIG_RANGES[`${service}/${key}`];
