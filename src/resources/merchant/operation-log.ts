// 商户操作日志 (merchant.operationLog): the calls of type 2/3 users, with their team and merchant; from the shared
// factory.
import { operationLogPage } from '@/resources/shared/auth/operation-log';

export const OperationLogPage = operationLogPage('merchant');
