// The system area's handlers, found by mocks/handlers.ts; a page's handlers join this list.
import type { HttpHandler } from 'msw';
import { approvalDecideHandlers } from '@mocks/system/handlers/approval-decide';
import { approvalReadHandlers } from '@mocks/system/handlers/approvals';
import { systemAuthMenuHandlers } from '@mocks/system/handlers/auth-menu';
import { systemAuthRoleHandlers } from '@mocks/system/handlers/auth-role';
import { systemAuthUserHandlers } from '@mocks/system/handlers/auth-user';
import { systemConfigHandlers } from '@mocks/system/handlers/config';
import { systemCrontabHandlers } from '@mocks/system/handlers/crontab';
import { currencyHandlers } from '@mocks/system/handlers/currency';
import { systemJavaConfigHandlers } from '@mocks/system/handlers/java-config';
import { operationLogHandlers } from '@mocks/system/handlers/operation-log';
import { runtimeLogHandlers } from '@mocks/system/handlers/runtime-log';

export const handlers: readonly HttpHandler[] = [
  ...systemConfigHandlers,
  ...systemJavaConfigHandlers,
  ...systemCrontabHandlers,
  ...currencyHandlers,
  ...operationLogHandlers,
  ...runtimeLogHandlers,
  ...systemAuthMenuHandlers,
  ...systemAuthRoleHandlers,
  ...systemAuthUserHandlers,
  ...approvalReadHandlers,
  ...approvalDecideHandlers,
];
