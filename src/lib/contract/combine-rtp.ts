// The combine logic's figures (back-office control.md 1.2, 1.9): each pool's share and RTP contribution and the
// tier's expected RTP. The one formula the reference server answers with and the console recomputes while the user
// types, so both agree to the cent; pure, so mocks/ and src/ import it alike.

export type WeightedPool = { weight: number; avgMultiple: number; enabled: boolean };
export type PoolFigures = { share: number; rtpContribution: number };
export type TierFigures = { rows: PoolFigures[]; weight: number; expectedRtp: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * `share = round2(w / Σw × 100)`, `rtpContribution = round2(w × avg / Σw × 100)`,
 * `expectedRtp = round2(Σ w × avg / Σw × 100)`. A disabled pool is never drawn: it counts as weight 0 (share and
 * contribution 0, left out of Σw). With Σw = 0 every figure is 0.
 */
export function tierFigures(pools: readonly WeightedPool[]): TierFigures {
  const live = pools.map((p) => (p.enabled ? p.weight : 0));
  const weight = live.reduce((sum, w) => sum + w, 0);
  if (weight <= 0) return { rows: pools.map(() => ({ share: 0, rtpContribution: 0 })), weight: 0, expectedRtp: 0 };
  const rows = pools.map((p, i) => ({
    share: round2(((live[i] ?? 0) / weight) * 100),
    rtpContribution: round2((((live[i] ?? 0) * p.avgMultiple) / weight) * 100),
  }));
  const payout = pools.reduce((sum, p, i) => sum + (live[i] ?? 0) * p.avgMultiple, 0);
  return { rows, weight, expectedRtp: round2((payout / weight) * 100) };
}
