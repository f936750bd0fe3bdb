import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_SANDBOX, frameTarget, SAME_ORIGIN_SANDBOX, UrlFrame } from '@/components/url-frame';

const ORIGIN = 'http://console.test';

describe('url frame', () => {
  it('accepts http(s) URLs only', () => {
    expect(frameTarget('https://games.example.com/order?id=1', ORIGIN)).toEqual({
      url: 'https://games.example.com/order?id=1',
      sameOrigin: false,
    });
    expect(frameTarget(`${ORIGIN}/api/game/betOrder/view?id=1`, ORIGIN)?.sameOrigin).toBe(true);
    expect(frameTarget('/api/game/betOrder/view?id=1', ORIGIN)).toEqual({
      url: `${ORIGIN}/api/game/betOrder/view?id=1`,
      sameOrigin: true,
    });
    for (const refused of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'about:blank',
      `blob:${ORIGIN}/7b0c1d2e`,
      '',
    ])
      expect(frameTarget(refused, ORIGIN), refused).toBeNull();
  });

  it('accepts a blob: URL of this page only in a mock build', () => {
    expect(frameTarget(`blob:${ORIGIN}/7b0c1d2e`, ORIGIN, true)).toEqual({
      url: `blob:${ORIGIN}/7b0c1d2e`,
      sameOrigin: true,
    });
    expect(frameTarget('blob:https://elsewhere.example/7b0c', ORIGIN, true)).toBeNull();
    // This test run is not a mock build: the default refuses blob: URLs.
    expect(frameTarget(`blob:${window.location.origin}/7b0c1d2e`)).toBeNull();
  });

  it('frames a supported URL in the least sandbox and shows an error for anything else', () => {
    const { rerender } = render(<UrlFrame url="https://games.example.com/order?id=1" title="注单详情" />);
    const frame = screen.getByTitle('注单详情');
    expect(frame.getAttribute('sandbox')).toBe(CROSS_ORIGIN_SANDBOX);
    expect(CROSS_ORIGIN_SANDBOX.split(' ').sort()).toEqual(['allow-same-origin', 'allow-scripts']);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    rerender(<UrlFrame url={`${window.location.origin}/x`} title="注单详情" />);
    // A same-origin page runs scripts in an opaque origin: it cannot reach the console.
    expect(screen.getByTitle('注单详情').getAttribute('sandbox')).toBe(SAME_ORIGIN_SANDBOX);
    expect(SAME_ORIGIN_SANDBOX).toBe('allow-scripts');
    for (const refused of ['javascript:alert(1)', `blob:${window.location.origin}/7b0c1d2e`]) {
      rerender(<UrlFrame url={refused} title="注单详情" />);
      expect(screen.getByTestId('frame-error')).toHaveTextContent('无法显示该页面');
      expect(screen.queryByTitle('注单详情')).not.toBeInTheDocument();
    }
  });
});
