// 操作日志 (system.md 4.7) on the system set: the shared factory (mocks/domain/staff) over staff rows.
import { operationLogHandlersOf } from '@mocks/domain/staff/operation-log-handlers';

export const operationLogHandlers = operationLogHandlersOf('system');
