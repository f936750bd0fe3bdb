// The enumerations of config, javaConfig and crontab (back-office README 0.6); labels in system.json `enums.*`.
import { defineEnum } from '@/components/resource-kit/enums';
import { CONFIG_VALUE_TYPES, JAVA_SERVICES, JOB_GROUPS } from '@/api/system';

const NS = 'system';

export const VALUE_TYPE = defineEnum(
  NS,
  'valueType',
  CONFIG_VALUE_TYPES.map((value) => ({ value, color: 'blue' })),
);
export const BUILT_IN = defineEnum(NS, 'builtIn', [
  { value: 1, color: 'gold' },
  { value: 0, color: 'default' },
]);
export const JAVA_SERVICE = defineEnum(
  NS,
  'javaService',
  JAVA_SERVICES.map((value) => ({ value, color: 'geekblue' })),
);
export const SYNC_STATUS = defineEnum(NS, 'syncStatus', [
  { value: 1, color: 'green' },
  { value: 0, color: 'orange' },
]);
export const JOB_GROUP = defineEnum(
  NS,
  'jobGroup',
  JOB_GROUPS.map((value) => ({ value })),
);
export const JOB_STATUS = defineEnum(NS, 'jobStatus', [
  { value: 1, color: 'green' },
  { value: 0, color: 'default' },
]);
export const MISFIRE_POLICY = defineEnum(NS, 'misfirePolicy', [{ value: 1 }, { value: 2 }, { value: 3 }]);
export const CONCURRENT = defineEnum(NS, 'concurrent', [{ value: 0 }, { value: 1 }]);
export const RUN_STATUS = defineEnum(NS, 'runStatus', [
  { value: 1, color: 'green' },
  { value: 0, color: 'red' },
]);
export const RUN_TRIGGER = defineEnum(NS, 'runTrigger', [
  { value: 1, color: 'default' },
  { value: 2, color: 'blue' },
]);
