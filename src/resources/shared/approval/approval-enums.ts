// The request's status and guarded action as the console shows them (labels under `shared:enums.*`): the approvals
// page, its drawer and a record's pending request read the same words.
import { defineEnum } from '@/components/resource-kit/enums';
import { GUARDED_ACTIONS } from '@/api/approvals';

export const APPROVAL_STATUS = defineEnum('shared', 'approvalStatus', [
  { value: 1, color: 'orange' },
  { value: 2, color: 'green' },
  { value: 3, color: 'red' },
  { value: 4, color: 'default' },
  { value: 5, color: 'default' },
  { value: 6, color: 'volcano' },
]);

export const APPROVAL_ACTION = defineEnum(
  'shared',
  'approvalAction',
  GUARDED_ACTIONS.map((value) => ({ value })),
);
