// The internal control area's enumerations (back-office README 0.6), once for its eight pages.
// Labels: control.json `enums.<name>`.
import { defineEnum } from '@/components/resource-kit/enums';

/** control.game: 1 fixed (target RTP only), 2 auto correction. */
export const CONTROL_MODE = defineEnum('control', 'controlMode', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
]);

/** The draw tier: 1 normal, 2 tight, 3 loose, 4 newbie, 5 blacklist. */
export const CONTROL_TIER = defineEnum('control', 'controlTier', [
  { value: 1, color: 'green' },
  { value: 2, color: 'volcano' },
  { value: 3, color: 'cyan' },
  { value: 4, color: 'geekblue' },
  { value: 5, color: 'default' },
]);

/** A correction row: 1 auto (daily job), 2 manual, 3 target changed. */
export const CORRECTION_MODE = defineEnum('control', 'correctionMode', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'gold' },
  { value: 3, color: 'purple' },
]);

/** control.bet rules: 1 big multiple, 2 big amount, 3 jackpot won. */
export const RISK_TYPE = defineEnum('control', 'riskType', [
  { value: 1, color: 'volcano' },
  { value: 2, color: 'red' },
  { value: 3, color: 'gold' },
]);

/** 0 not reviewed, 1 normal, 2 abnormal (confirmed risk). */
export const REVIEW_STATUS = defineEnum('control', 'reviewStatus', [
  { value: 0, color: 'default' },
  { value: 1, color: 'green' },
  { value: 2, color: 'red' },
]);

/** A simulation run: 1 running, 2 finished, 3 stopped, 4 failed. */
export const TEST_STATUS = defineEnum('control', 'testStatus', [
  { value: 1, color: 'processing' },
  { value: 2, color: 'green' },
  { value: 3, color: 'gold' },
  { value: 4, color: 'red' },
]);
