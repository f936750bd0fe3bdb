// Faults on every list of the merchant area, in the page harness (tests/support/page-faults.tsx): one file per area so
// the areas run side by side.
import { describeListFaults } from '@tests/support/page-faults';

await describeListFaults('merchant');
