// The auto-refresh toggle and its status say each thing once, in one wording (issue 34, 25): the button what it does,
// the status how the list refreshes now; a list that follows running rows (a simulation list) says it does not
// refresh while nothing runs, since then it makes no call.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { AutoRefreshControl } from '@/components/resource-kit/list/list-toolbar';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { AutoRefresh } from '@/components/resource-kit/list/use-resource-list';
import { i18n } from '@/i18n/i18n';

const text = resourceText(resolveDefinition({ name: 'fixture.widget', columns: [] }), i18n.t.bind(i18n));
const base: AutoRefresh = { seconds: 5, on: true, paused: false, setHeld: () => undefined, toggle: () => undefined };

function shown(state: Partial<AutoRefresh>) {
  const { unmount } = render(<AutoRefreshControl autoRefresh={{ ...base, ...state }} text={text} />);
  const words = {
    button: screen.getByTestId('auto-refresh').textContent,
    status: screen.getByRole('status').textContent,
  };
  unmount();
  return words;
}

describe('auto-refresh wording', () => {
  it('says the interval once, in the status, and what the button does on the button', () => {
    expect(shown({})).toEqual({ button: '暂停自动刷新', status: '每 5 秒自动刷新' });
    expect(shown({ paused: true })).toEqual({ button: '暂停自动刷新', status: '已暂停（阅读中）' });
    expect(shown({ on: false, paused: true })).toEqual({ button: '恢复自动刷新', status: '已暂停' });
  });

  it('says it does not refresh while nothing is in progress, when it makes no call', () => {
    expect(shown({ seconds: 1, idle: true })).toEqual({
      button: '暂停自动刷新',
      status: '暂不刷新：没有进行中的项目（有则每 1 秒自动刷新）',
    });
  });
});
