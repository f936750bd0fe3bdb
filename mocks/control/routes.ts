// The control area's handlers, found by mocks/handlers.ts; a page's handlers join this list.
import type { HttpHandler } from 'msw';
import { controlBetHandlers } from '@mocks/control/handlers/bets';
import { controlCombineHandlers } from '@mocks/control/handlers/combine';
import { controlCombineLogicHandlers } from '@mocks/control/handlers/combine-logic';
import { controlCombineReportHandlers } from '@mocks/control/handlers/combine-reports';
import { controlCombineTestHandlers } from '@mocks/control/handlers/combine-test';
import { controlCorrectionHandlers } from '@mocks/control/handlers/corrections';
import { controlGameHandlers } from '@mocks/control/handlers/game';

export const handlers: readonly HttpHandler[] = [
  ...controlBetHandlers,
  ...controlCorrectionHandlers,
  ...controlCombineHandlers,
  ...controlCombineLogicHandlers,
  ...controlCombineReportHandlers,
  ...controlCombineTestHandlers,
  ...controlGameHandlers,
];

/** The records this area keeps, for the change history (operations.md 7.2; mocks/handlers.ts gathers them). */
export { records } from '@mocks/control/records';
