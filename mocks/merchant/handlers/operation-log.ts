// The merchant operation log (system.md 4.7, merchant.md 2.5): the system log's call (mocks/system/handlers/
// operation-log.ts) over the calls made by type 2/3 users, inside the caller's scope (README 0.4), with the user type,
// team and merchant filters.
import { operationLogHandlersOf } from '@mocks/domain/staff/operation-log-handlers';

export const merchantOperationLogHandlers = operationLogHandlersOf('merchant');
