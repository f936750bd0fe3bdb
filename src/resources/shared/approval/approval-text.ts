// How a request's guarded action reads (shared locale namespace); its changed fields read as the change history's do
// (src/components/resource-kit/history/change-labels.ts), by the page the request belongs to.
import type { TFunction } from 'i18next';
import { enumKey } from '@/components/resource-kit/enums';
import { APPROVAL_ACTION } from '@/resources/shared/approval/approval-enums';

export function actionLabel(t: TFunction, action: string): string {
  return t(enumKey(APPROVAL_ACTION, action), { defaultValue: action });
}
