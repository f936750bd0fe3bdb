// A typed value as the server takes it (system.md 4.1, 4.2): the wire carries text that must parse as its type.
import { CONFIG_VALUE_TYPES, type ConfigValueType } from '@/api/system';

// A plain decimal, as the console's number fields take it: 1e3 is not 1000 here.
const NUMBER = /^-?\d+(\.\d+)?$/;

export function isValueType(value: unknown): value is ConfigValueType {
  return CONFIG_VALUE_TYPES.includes(value as ConfigValueType);
}

export function parsesAs(value: string, type: ConfigValueType): boolean {
  switch (type) {
    case 'number':
      return NUMBER.test(value) && Number.isFinite(Number(value));
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'json':
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    default:
      return true;
  }
}
