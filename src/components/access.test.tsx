import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, setProfile } from '@/lib/session-store';
import { Access } from './access';

const as = (type: 1 | 2 | 3, permissions: string[]) =>
  setProfile({
    id: 1,
    username: 'u',
    nickname: 'n',
    type,
    merchantTeamId: 0,
    merchantId: 0,
    role: { id: 1, name: 'r', permissions },
  });

describe('<Access>', () => {
  it('removes an element whose permission the role lacks, and shows it once the role has it', () => {
    as(3, []);
    render(
      <Access permission="player.updateBalance" fallback={<span>no</span>}>
        <button>modify balance</button>
      </Access>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('no')).toBeInTheDocument();
    act(() => as(3, ['player.updateBalance']));
    expect(screen.getByRole('button', { name: 'modify balance' })).toBeInTheDocument();
  });

  it('guards by user type', () => {
    as(3, ['x']);
    render(
      <Access userTypes={[1, 2]}>
        <span>team only</span>
      </Access>,
    );
    expect(screen.queryByText('team only')).not.toBeInTheDocument();
    act(() => as(2, ['x']));
    expect(screen.getByText('team only')).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.queryByText('team only')).not.toBeInTheDocument();
  });
});
