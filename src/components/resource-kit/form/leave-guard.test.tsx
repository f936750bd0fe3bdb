// Unsaved edits on a page: switching what it edits asks only when there are edits, the tab is held while they last
// (closing or refreshing it then asks, workspace-provider.tsx), the browser's unload asks too, and a cell input
// names its row and says why its text is no weight.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberCellInput } from '@/components/resource-kit/form/number-cell-input';
import { resourceText } from '@/components/resource-kit/resource-text';
import { useLeaveGuard } from '@/components/resource-kit/form/use-leave-guard';
import { i18n } from '@/i18n/i18n';
import { PaneLeaveContext } from '@/lib/pane-leave';
import { questionAsked, press } from '@tests/support/kit-form';

function Editor({ onLeave }: { onLeave: () => void }) {
  const [text, setText] = useState('5');
  const guard = useLeaveGuard(text !== '5');
  const t = resourceText({ name: 'x.y', ns: 'kit', prefix: 'y' } as never, i18n.t.bind(i18n));
  return (
    <>
      <NumberCellInput
        value={text}
        onChange={setText}
        label="小奖 的权重"
        field="权重"
        bounds={{ min: 0, max: 10, decimals: 0 }}
        text={t}
      />
      <button onClick={() => guard(onLeave)}>leave</button>
    </>
  );
}

describe('useLeaveGuard and NumberCellInput', () => {
  it(
    'leaves at once without edits, asks with them, holds the tab and the browser page meanwhile',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const onLeave = vi.fn();
      const holds: boolean[] = [];
      render(
        <App>
          <PaneLeaveContext.Provider value={(held) => holds.push(held)}>
            <Editor onLeave={onLeave} />
          </PaneLeaveContext.Provider>
        </App>,
      );
      await user.click(screen.getByRole('button', { name: 'leave' }));
      expect(onLeave).toHaveBeenCalledTimes(1);
      expect(holds).toEqual([]);

      const input = screen.getByLabelText('小奖 的权重');
      await user.clear(input);
      await user.type(input, '1.5');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('权重须为整数')).toBeInTheDocument();
      expect(holds).toEqual([true]);
      const unload = new Event('beforeunload', { cancelable: true });
      act(() => void window.dispatchEvent(unload));
      expect(unload.defaultPrevented).toBe(true);

      await user.click(screen.getByRole('button', { name: 'leave' }));
      await press(user, await questionAsked('放弃未保存的修改？'), '继续编辑');
      expect(onLeave).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'leave' }));
      await press(user, await questionAsked('放弃未保存的修改？'), '放弃修改');
      expect(onLeave).toHaveBeenCalledTimes(2);

      await user.clear(input);
      await user.type(input, '5');
      expect(holds).toEqual([true, false]);
      const after = new Event('beforeunload', { cancelable: true });
      act(() => void window.dispatchEvent(after));
      expect(after.defaultPrevented).toBe(false);
    },
  );
});
