// The console's modal takes the spec's defaults (800 px wide, a body of at most 70vh that scrolls inside); what a
// modal declares itself wins. The gate every opener shares: the first trigger acts, others within 300 ms do not.
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabModal } from '@/components/tab-modal';
import { TabShownContext } from '@/lib/tab-shown';
import { useModalGate, useModalState } from '@/lib/use-modal-gate';

const modal = () => document.querySelector<HTMLElement>('.ant-modal')!;
const body = () => document.querySelector<HTMLElement>('.ant-modal-body')!;

describe('modal defaults', () => {
  it('800 px wide, the body at most 70vh high and scrolling inside', () => {
    render(
      <TabModal open title="defaults" footer={null}>
        content
      </TabModal>,
    );
    expect(modal().style.width).toBe('800px');
    expect(body().style.maxHeight).toBe('70vh');
    expect(body().style.overflowY).toBe('auto');
  });

  it('a declared width and body style are kept, and a hidden tab still hides the modal', () => {
    render(
      <TabShownContext.Provider value={false}>
        <TabModal open title="declared" width={480} styles={{ body: { minHeight: '60vh' } }} footer={null}>
          content
        </TabModal>
      </TabShownContext.Provider>,
    );
    expect(modal().style.width).toBe('480px');
    expect(body().style.minHeight).toBe('60vh');
    expect(body().style.maxHeight).toBe('70vh');
    expect(document.querySelector<HTMLElement>('.ant-modal-wrap')!.style.visibility).toBe('hidden');
  });
});

describe('modal gate', () => {
  it('lets the first trigger act and drops others within 300 ms of it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useModalGate());
    const allow = result.current;
    expect([allow(), allow()]).toEqual([true, false]);
    vi.setSystemTime(Date.now() + 299);
    expect(allow()).toBe(false);
    vi.setSystemTime(Date.now() + 1);
    expect(allow()).toBe(true);
  });

  it('a double click opens one modal; a close with an open right after it leaves it closed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const mounts: string[] = [];
    function Content({ name }: { name: string }) {
      useEffect(() => {
        mounts.push(name);
      }, [name]);
      return <p>{name}</p>;
    }
    function Page() {
      const state = useModalState<string>();
      return (
        <>
          <button type="button" onClick={() => state.open(`opened ${mounts.length + 1}`)}>
            open
          </button>
          <output data-testid="shown">{state.value ?? 'closed'}</output>
          <TabModal open={state.value !== null} onCancel={state.close} title="gated" footer={null} destroyOnHidden>
            {state.value ? <Content key={state.value} name={state.value} /> : null}
          </TabModal>
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });

    fireEvent.click(opener);
    fireEvent.click(opener);
    expect(mounts).toEqual(['opened 1']);
    // the second click of a double click lands on the mask that has just appeared
    fireEvent.click(document.querySelector('.ant-modal-wrap')!);
    expect(screen.getByTestId('shown')).toHaveTextContent('opened 1');

    act(() => vi.setSystemTime(Date.now() + 1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(opener);
    expect(screen.getByTestId('shown')).toHaveTextContent('closed');
    expect(mounts).toEqual(['opened 1']);

    act(() => vi.setSystemTime(Date.now() + 300));
    fireEvent.click(opener);
    expect(screen.getByTestId('shown')).toHaveTextContent('opened 2');
    expect(mounts).toEqual(['opened 1', 'opened 2']);
  });

  it('the dialog takes the focus as it shows, and Escape closes it at once, even within 300 ms of opening', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    function Page() {
      const state = useModalState<string>();
      return (
        <>
          <button type="button" onClick={() => state.open('opened')}>
            open
          </button>
          <output data-testid="shown">{state.value ?? 'closed'}</output>
          <TabModal open={state.value !== null} onCancel={state.close} title="keys" footer={null}>
            <input aria-label="inside" />
          </TabModal>
        </>
      );
    }
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(document.activeElement?.closest('[role=dialog]')).not.toBeNull());
    // no time has passed: a click on the mask now would be dropped as a double click's second half, a key is not
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(screen.getByTestId('shown')).toHaveTextContent('closed');
  });
});
