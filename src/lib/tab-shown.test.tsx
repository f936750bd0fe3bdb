import { render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { TabShownContext, useModalStylesForTab } from '@/lib/tab-shown';

function PageModal() {
  return (
    <Modal open title="page modal" styles={useModalStylesForTab()} footer={null}>
      <input aria-label="kept" defaultValue="typed" />
    </Modal>
  );
}

describe('a page modal while its tab is away', () => {
  it('stays open with its content, hidden, and shows again with the tab', () => {
    const { rerender } = render(
      <TabShownContext.Provider value={false}>
        <PageModal />
      </TabShownContext.Provider>,
    );
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap')!;
    expect(wrap.style.visibility).toBe('hidden');
    expect(screen.getByLabelText('kept')).toHaveValue('typed');

    rerender(
      <TabShownContext.Provider value>
        <PageModal />
      </TabShownContext.Provider>,
    );
    expect(document.querySelector<HTMLElement>('.ant-modal-wrap')!.style.visibility).toBe('');
  });
});
