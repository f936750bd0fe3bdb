import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from '@/lib/lazy-named';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

describe('lazyNamed', () => {
  it('shows the fallback, then the named export with its props', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    const Lazy = lazyNamed(() => module.promise, 'Greeting', { fallback: <p>loading</p> });
    render(<Lazy name="ops" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    module.resolve({ Greeting });
    expect(await screen.findByText('hello ops')).toBeInTheDocument();
  });

  it('renders at once, without the fallback, once preloaded; the module loads once', async () => {
    let loads = 0;
    const Lazy = lazyNamed(async () => ((loads += 1), { Greeting }), 'Greeting', { fallback: <p>loading</p> });
    await Lazy.preload();
    render(<Lazy name="again" />);
    expect(screen.getByText('hello again')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('throws a failed download to the error boundary, and the next mount tries again', async () => {
    let attempt = 0;
    const Lazy = lazyNamed(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk gone');
      return { Greeting };
    }, 'Greeting');
    const first = render(
      <Boundary>
        <Lazy name="x" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
    first.unmount();
    render(<Lazy name="retry" />);
    expect(await screen.findByText('hello retry')).toBeInTheDocument();
  });
});
