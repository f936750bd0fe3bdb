import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frameTarget, UrlFrame } from '@/components/url-frame';

const ORIGIN = 'http://console.test';

describe('url frame', () => {
  it('accepts http(s) and same-origin blob URLs only', () => {
    expect(frameTarget('https://games.example.com/order?id=1', ORIGIN)).toEqual({
      url: 'https://games.example.com/order?id=1',
      sameOrigin: false,
    });
    expect(frameTarget(`${ORIGIN}/api/game/betOrder/view?id=1`, ORIGIN)?.sameOrigin).toBe(true);
    expect(frameTarget(`blob:${ORIGIN}/7b0c1d2e`, ORIGIN)).toEqual({ url: `blob:${ORIGIN}/7b0c1d2e`, sameOrigin: true });
    expect(frameTarget('blob:https://elsewhere.example/7b0c', ORIGIN)).toBeNull();
    expect(frameTarget('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(frameTarget('data:text/html,<b>x</b>', ORIGIN)).toBeNull();
    expect(frameTarget('', ORIGIN)).toBeNull();
  });

  it('frames a supported URL in a sandbox and shows an error for anything else', () => {
    const { rerender } = render(<UrlFrame url="https://games.example.com/order?id=1" title="注单详情" />);
    const frame = screen.getByTitle('注单详情');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    rerender(<UrlFrame url={`${window.location.origin}/x`} title="注单详情" />);
    // A same-origin page runs scripts in an opaque origin: it cannot reach the console.
    expect(screen.getByTitle('注单详情').getAttribute('sandbox')).not.toContain('allow-same-origin');
    rerender(<UrlFrame url="javascript:alert(1)" title="注单详情" />);
    expect(screen.getByTestId('frame-error')).toHaveTextContent('无法显示该页面');
    expect(screen.queryByTitle('注单详情')).not.toBeInTheDocument();
  });
});
