// The signed figures of the control area write their sign in ASCII (issue 34, 24): a correction's adjustment and a
// pool's deviation copy as numbers ("-5.35", not "−5.35" with U+2212).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviationText } from '@/resources/control/combine-stat-columns';
import { Adjust } from '@/resources/control/correction-cells';

describe('signed cells of the control area', () => {
  it('writes an adjustment and a deviation with ASCII signs', () => {
    const shown = (node: React.ReactElement) => render(node).container.textContent;
    expect(shown(<Adjust value={-5.35} />)).toBe('-5.35');
    expect(shown(<Adjust value={2.5} />)).toBe('+2.50');
    expect(shown(<Adjust value={0} />)).toBe('0.00');
    expect(shown(<DeviationText value={-10.27} />)).toBe('-10.27');
    expect(shown(<DeviationText value={10.27} />)).toBe('+10.27');
  });
});
