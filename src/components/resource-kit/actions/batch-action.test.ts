import { describe, expect, it } from 'vitest';
import { batchMarkAction, batchSetAction } from '@/components/resource-kit/actions/batch-action';

type Row = { id: number; gid: number };

describe('batch-set action', () => {
  const action = batchSetAction<Row>({ permission: 'x.batchSet', url: '/api/x/batchSet', idKey: 'gid', fields: [] });

  it('works on selected rows and sends their ids with only the fields that were set', () => {
    expect(action).toMatchObject({ key: 'batchSet', selection: true, permission: 'x.batchSet' });
    const rows = [
      { id: 1, gid: 1001 },
      { id: 2, gid: 1002 },
    ];
    expect(action.body(rows, { status: 0, isHot: undefined, classifyId: null })).toEqual({
      ids: [1001, 1002],
      status: 0,
    });
  });

  it('refuses an empty form', () => {
    expect(action.validate?.({ status: undefined })).toBe('validation.nothingToSet');
    expect(action.validate?.({ status: 0 })).toBeUndefined();
  });
});

describe('batch-mark action', () => {
  const action = batchMarkAction<Row>({
    key: 'markDone',
    permission: 'x.review',
    url: '/api/x/review',
    idKey: 'gid',
    values: { status: 2 },
    fields: [{ key: 'remark', kind: 'textarea' }],
    maxRows: 200,
  });

  it('asks first, takes at most maxRows, and sends the ids, the filled fields and the fixed values', () => {
    expect(action).toMatchObject({ key: 'markDone', selection: true, confirm: true, maxRows: 200 });
    expect(action.body([{ id: 1, gid: 7 }], { remark: '', status: 9 })).toEqual({ ids: [7], status: 2 });
    expect(action.body([{ id: 1, gid: 7 }], { remark: 'seen' })).toEqual({ ids: [7], remark: 'seen', status: 2 });
  });
});
