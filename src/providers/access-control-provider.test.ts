import { describe, expect, it } from 'vitest';
import { setProfile } from '@/lib/session-store';
import { accessControlProvider, checkAccess, permissionFor } from './access-control-provider';

const role = (permissions: string[], type: 1 | 2 | 3 = 3) =>
  setProfile({
    id: 1,
    username: 'u',
    nickname: 'n',
    type,
    merchantTeamId: 0,
    merchantId: 0,
    role: { id: 1, name: 'r', permissions },
  });

describe('access control', () => {
  it('maps actions to permission keys', () => {
    expect(permissionFor({ resource: 'game.betOrder', action: 'list' })).toBe('game.betOrder');
    expect(permissionFor({ resource: 'game.classify', action: 'create' })).toBe('game.classify.save');
    expect(permissionFor({ resource: 'game.classify', action: 'edit' })).toBe('game.classify.save');
    expect(permissionFor({ resource: 'game.classify', action: 'delete' })).toBe('game.classify.remove');
    expect(permissionFor({ resource: 'game.betOrder', action: 'changeStatus' })).toBe('game.betOrder.changeStatus');
    expect(
      permissionFor({
        resource: 'x',
        action: 'list',
        params: { resource: { name: 'x', meta: { permission: 'player.page' } } },
      }),
    ).toBe('player.page');
  });

  it('answers from the permissions in memory', async () => {
    role(['game.betOrder', 'game.betOrder.changeStatus']);
    await expect(accessControlProvider.can({ resource: 'game.betOrder', action: 'list' })).resolves.toEqual({
      can: true,
    });
    await expect(accessControlProvider.can({ resource: 'game.betOrder', action: 'changeStatus' })).resolves.toEqual({
      can: true,
    });
    await expect(accessControlProvider.can({ resource: 'system.config', action: 'list' })).resolves.toEqual({
      can: false,
    });
  });

  it('guards elements by permission (any of a list) and by user type', () => {
    role(['player.info'], 3);
    expect(checkAccess({ permission: 'player.info' })).toBe(true);
    expect(checkAccess({ permission: ['player.onlineLog', 'player.info'] })).toBe(true);
    expect(checkAccess({ permission: 'player.onlineLog' })).toBe(false);
    expect(checkAccess({ userTypes: [1, 2] })).toBe(false);
    expect(checkAccess({ permission: 'player.info', userTypes: [3] })).toBe(true);
    expect(checkAccess({})).toBe(true);
  });
});
