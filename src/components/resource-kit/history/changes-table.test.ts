// A change's values and field names as the before/after table shows them (operations.md 7.2).
import { describe, expect, it } from 'vitest';
import { fieldLabelKeys } from '@/components/resource-kit/history/change-labels';
import { changeValue } from '@/components/resource-kit/history/changes-table';

describe('change values and labels', () => {
  it('shows null and empty as a dash, numbers and flags as written, lists as JSON', () => {
    expect([null, undefined, ''].map(changeValue)).toEqual(['--', '--', '--']);
    expect([0, 12.5, true, 'on'].map(changeValue)).toEqual(['0', '12.5', 'true', 'on']);
    expect(changeValue(['1.2.3.4'])).toBe('["1.2.3.4"]');
  });

  it("looks a field up as the changing page's label first, then its area's, then the shared one", () => {
    expect(fieldLabelKeys('merchant.index', 'callbackUrl')).toEqual([
      'merchant:index.columns.callbackUrl',
      'merchant:index.fields.callbackUrl',
      'merchant:columns.callbackUrl',
      'merchant:fields.callbackUrl',
      'shared:columns.callbackUrl',
      'shared:fields.callbackUrl',
      'shared:changes.fields.callbackUrl',
    ]);
    expect(fieldLabelKeys('', 'status')).toEqual([
      'shared:columns.status',
      'shared:fields.status',
      'shared:changes.fields.status',
    ]);
  });
});
