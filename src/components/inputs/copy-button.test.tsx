import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyButton } from '@/components/inputs/copy-button';

describe('copy button', () => {
  it('copies the text and says 已复制', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="2026031888000100101" />);
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('2026031888000100101');
  });

  it('warns when there is nothing to copy', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="  " />);
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('没有可复制的内容')).toBeInTheDocument();
  });
});
