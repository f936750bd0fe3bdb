// A form action's confirm function may ask nothing for some values (control.game asks only when the target RTP
// changes): the question is then undefined and the form sends at once; otherwise its text with the values in it.
import { describe, expect, it } from 'vitest';
import { confirmQuestion } from '@/components/resource-kit/actions/action-confirm';
import type { ResourceText } from '@/components/resource-kit/resource-text';

const text = {
  message: (key: string, vars?: Record<string, unknown>) => `${key}:${String(vars?.afterRtp)}`,
  action: () => '',
} as unknown as ResourceText;

describe('confirmQuestion with a confirm function', () => {
  it('asks only for the values the function asks about', () => {
    const ask = confirmQuestion<{ targetRtp: number }>({
      action: 'edit',
      confirm: (values, row) =>
        Number(values.targetRtp) === row.targetRtp
          ? undefined
          : { key: 'targetChange', values: { afterRtp: values.targetRtp } },
      fields: [],
      target: { targetRtp: 96 },
      vars: {},
      text,
    })!;
    expect(ask({ targetRtp: 96 })).toBeUndefined();
    expect(ask({ targetRtp: 95, tolerance: 1 })).toBe('targetChange:95');
  });
});
