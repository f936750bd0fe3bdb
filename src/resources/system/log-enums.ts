// The log pages' enumerations; labels in system.json under enums.
import { defineEnum } from '@/components/resource-kit/enums';

export const LOG_LEVEL_ENUM = defineEnum('system', 'logLevel', [
  { value: 'DEBUG', color: 'default' },
  { value: 'INFO', color: 'blue' },
  { value: 'WARN', color: 'orange' },
  { value: 'ERROR', color: 'red' },
]);

export const OP_STATUS_ENUM = defineEnum('system', 'opStatus', [
  { value: 1, color: 'green' },
  { value: 0, color: 'red' },
]);
