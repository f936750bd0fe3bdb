// The value checks config and javaConfig share: a known type, and text that parses as it.
import { isValueType, parsesAs } from '@mocks/system/db/values';
import type { SystemMsgKey } from '@mocks/system/handlers/messages';
import type { ConfigValueType } from '@/api/system';

const NOT_PARSED: Record<ConfigValueType, SystemMsgKey | null> = {
  string: null,
  number: 'valueNotNumber',
  boolean: 'valueNotBoolean',
  json: 'valueNotJson',
};

export function readTypedValue(
  body: Record<string, unknown>,
): { value: string; valueType: ConfigValueType } | { error: SystemMsgKey } {
  const valueType = body.valueType;
  if (!isValueType(valueType)) return { error: 'valueTypeInvalid' };
  const raw = body.value;
  // Text as sent (a string's spaces are its own); numbers and booleans a client sent unquoted are accepted as text.
  const value = typeof raw === 'string' ? (valueType === 'string' ? raw : raw.trim()) : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : '';
  if (value.length > 2000) return { error: 'valueTooLong' };
  if (!parsesAs(value, valueType)) return { error: NOT_PARSED[valueType] ?? 'valueTypeInvalid' };
  return { value, valueType };
}
