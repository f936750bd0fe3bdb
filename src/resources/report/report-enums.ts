// The reports' enumerations, once for the area. Labels: report.json `enums.<name>`.
import { defineEnum } from '@/components/resource-kit/enums';

/** reports.md 3.7: 1 transfer (wallet transfers in/out), 2 bet (single-wallet bet calls). */
export const DIFF_TYPE = defineEnum('report', 'diffType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
]);

/** A diff day row: 0 not handled, 1 handled. */
export const HANDLE_STATUS = defineEnum('report', 'handleStatus', [
  { value: 0, color: 'gold' },
  { value: 1, color: 'green' },
]);

/** onlyDiff: 1 (default) rows with differences only, 0 every row with activity. */
export const ONLY_DIFF = defineEnum('report', 'onlyDiff', [{ value: 1 }, { value: 0 }]);
