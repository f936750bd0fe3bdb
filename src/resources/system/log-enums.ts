// The runtime log's enumeration; labels in system.json under enums. (The operation log's are in shared/auth.)
import { defineEnum } from '@/components/resource-kit/enums';

export const LOG_LEVEL_ENUM = defineEnum('system', 'logLevel', [
  { value: 'DEBUG', color: 'default' },
  { value: 'INFO', color: 'blue' },
  { value: 'WARN', color: 'orange' },
  { value: 'ERROR', color: 'red' },
]);
