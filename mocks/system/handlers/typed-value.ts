// The value checks config and javaConfig share: a known type, text that parses as it, and a key's range.
import { isValueType, parsesAs } from '@mocks/system/db/values';
import type { ValueRange } from '@mocks/system/db/value-ranges';
import type { SystemMsgKey } from '@mocks/system/handlers/messages';
import type { ConfigValueType } from '@/api/system';

const NOT_PARSED: Record<ConfigValueType, SystemMsgKey | null> = {
  string: null,
  number: 'valueNotNumber',
  boolean: 'valueNotBoolean',
  json: 'valueNotJson',
};

export type ValueRefusal = { error: SystemMsgKey; values?: Record<string, number> };

/** A key with a range takes a number inside it, whatever type the body names. */
function outOfRange(value: string, valueType: ConfigValueType, range: ValueRange): ValueRefusal | undefined {
  const n = Number(value);
  const fits = valueType === 'number' && n >= range.min && n <= range.max && (!range.integer || Number.isInteger(n));
  if (fits) return undefined;
  return { error: range.integer ? 'valueRangeInteger' : 'valueRange', values: { min: range.min, max: range.max } };
}

export function readTypedValue(
  body: Record<string, unknown>,
  range?: ValueRange,
): { value: string; valueType: ConfigValueType } | ValueRefusal {
  const valueType = body.valueType;
  if (!isValueType(valueType)) return { error: 'valueTypeInvalid' };
  const raw = body.value;
  // Text as sent (a string's spaces are its own); numbers and booleans a client sent unquoted are accepted as text.
  const value =
    typeof raw === 'string'
      ? valueType === 'string'
        ? raw
        : raw.trim()
      : typeof raw === 'number' || typeof raw === 'boolean'
        ? String(raw)
        : '';
  if (value.length > 2000) return { error: 'valueTooLong' };
  if (!parsesAs(value, valueType)) return { error: NOT_PARSED[valueType] ?? 'valueTypeInvalid' };
  const refused = range && outOfRange(value, valueType, range);
  return refused ?? { value, valueType };
}
