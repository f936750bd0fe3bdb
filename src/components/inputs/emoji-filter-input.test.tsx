import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmojiFilterInput, EmojiFilterTextArea, filterEmoji } from '@/components/inputs/emoji-filter-input';

function Harness() {
  const [value, setValue] = useState('');
  return <EmojiFilterInput aria-label="name" value={value} onChange={setValue} />;
}

function AreaHarness() {
  const [value, setValue] = useState('');
  return <EmojiFilterTextArea aria-label="remark" value={value} onChange={setValue} />;
}

describe('emoji filter', () => {
  it('keeps Chinese, letters, digits, whitespace and a few punctuation marks', () => {
    expect(filterEmoji('老虎机 Tiger 88！😀🎰✨')).toBe('老虎机 Tiger 88！');
    expect(filterEmoji('a_b-c.d,e，f。g(h)（i）@#&/')).toBe('a_b-c.d,e，f。g(h)（i）@#&/');
    expect(filterEmoji('<script>$%^*~')).toBe('script');
  });

  it('filters what is typed, but not in the middle of an IME composition', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('name');
    await user.type(input, 'ok👍好');
    expect(input).toHaveValue('ok好');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ok好 ni😀' } });
    expect(input).toHaveValue('ok好 ni😀');
    fireEvent.compositionEnd(input, { target: { value: 'ok好 你😀' } });
    expect(input).toHaveValue('ok好 你');
  });

  it('filters a textarea the same way and keeps its lines', async () => {
    const user = userEvent.setup();
    render(<AreaHarness />);
    const area = screen.getByLabelText('remark');
    await user.click(area);
    await user.paste('第一行🎰\nline two✨');
    expect(area).toHaveValue('第一行\nline two');
  });
});
