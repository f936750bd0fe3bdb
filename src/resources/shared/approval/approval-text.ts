// How a request's parts read (shared locale namespace): the guarded action by its key, a changed field by its name
// (a field the texts do not know shows as the server names it), a value before or after.
import type { TFunction } from 'i18next';
import { enumKey } from '@/components/resource-kit/enums';
import { EMPTY_TEXT } from '@/lib/format';
import { APPROVAL_ACTION } from '@/resources/shared/approval/approval-enums';

export function actionLabel(t: TFunction, action: string): string {
  return t(enumKey(APPROVAL_ACTION, action), { defaultValue: action });
}

export function fieldLabel(t: TFunction, field: string): string {
  return t(`approval.changeFields.${field}`, { ns: 'shared', defaultValue: field });
}

export function changeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_TEXT;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
