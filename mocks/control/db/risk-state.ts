// The store slice of the risk pages (mock-data.md 6.1): what requests change. Risk rows and auto corrections are
// derived from the orders on read and never stored. Its own top-level key (`controlRisk`, not `control`), so the
// control area's other slice (pools, weights, runs) stays a separate key and neither branch edits the other's.

export type BetReview = { reviewStatus: 1 | 2; reviewer: string; at: number; remark: string };

/** A stored correction: manual (mode 2) or a target change (mode 3); auto rows (mode 1) are derived. */
export type StoredCorrection = {
  id: number;
  gameId: number;
  mode: 2 | 3;
  targetRtp: number;
  afterRtp: number;
  at: number;
  operator: string;
  remark: string;
};

export type RiskDbState = {
  /** roundId -> the last review (the last one wins, control.md 1.8). */
  betReviews: Record<string, BetReview>;
  /** Appended in time order, never removed (an audit log). */
  manualCorrections: StoredCorrection[];
};

export function emptyRiskState(): RiskDbState {
  return { betReviews: {}, manualCorrections: [] };
}
