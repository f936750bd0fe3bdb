// 操作日志 (system.operationLog): the calls of platform users, from the factory both sets share.
import { operationLogPage } from '@/resources/shared/auth/operation-log';

export const OperationLogPage = operationLogPage('system');
