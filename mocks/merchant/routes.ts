// The merchant area's handlers, found by mocks/handlers.ts; a page's handlers join this list.
import type { HttpHandler } from 'msw';
import { merchantAuthMenuHandlers } from '@mocks/merchant/handlers/auth-menu';
import { merchantAuthRoleHandlers } from '@mocks/merchant/handlers/auth-role';
import { merchantAuthUserHandlers } from '@mocks/merchant/handlers/auth-user';
import { merchantBillGuardedHandlers } from '@mocks/merchant/handlers/bill-guarded';
import { merchantBillHandlers } from '@mocks/merchant/handlers/bills';
import { merchantIndexHandlers } from '@mocks/merchant/handlers/merchants';
import { merchantOperationLogHandlers } from '@mocks/merchant/handlers/operation-log';
import { merchantRateHandlers } from '@mocks/merchant/handlers/rates';
import { merchantTeamHandlers } from '@mocks/merchant/handlers/teams';

export const handlers: readonly HttpHandler[] = [
  ...merchantAuthMenuHandlers,
  ...merchantAuthRoleHandlers,
  ...merchantAuthUserHandlers,
  ...merchantOperationLogHandlers,
  ...merchantRateHandlers,
  ...merchantBillHandlers,
  ...merchantBillGuardedHandlers,
  ...merchantIndexHandlers,
  ...merchantTeamHandlers,
];
