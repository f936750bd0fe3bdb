// Per-player RTP overrides. A record exists while RTP (type 1) or BlackRtp (type 0) differs from 10000.
import { http } from 'msw';
import { int, numberField, paginate, sortRows, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/domain/route';
import { formatTime } from '@mocks/lib/time';
import { allPlayers, getPlayer, setRtp, type Player } from '@mocks/domain/players/players';
import { playerById } from '@mocks/player/handlers/common';
import { guardedRoute } from '@mocks/domain/approvals/guarded-route';
import type { RtpRecord } from '@/api/player';

const ORIGINAL_RTP = 10000;

function rowsOf(p: Player): RtpRecord[] {
  const rows: RtpRecord[] = [];
  for (const type of [1, 0] as const) {
    const rtp = type === 1 ? p.rtp : p.blackRtp;
    if (rtp === ORIGINAL_RTP) continue;
    const note = p.patch.rtpNotes?.[type];
    rows.push({
      id: p.id * 10 + type,
      playerId: p.id,
      playerName: p.playerName,
      nickName: p.nickName,
      merchantTeamId: p.merchantTeamId,
      merchantTeamName: p.merchantTeamName,
      merchantId: p.merchantId,
      merchantName: p.merchantName,
      currencyCode: p.currencyCode,
      type,
      rtp,
      remark: note?.remark ?? '初始配置',
      operator: note?.operator ?? 'system',
      updateTime: formatTime(note?.at ?? p.createdAt),
    });
  }
  return rows;
}

export const playerRtpHandlers = [
  http.get(
    '*/api/player/rtp/list',
    authedRoute((ctx) => {
      const playerId = int(ctx.query, 'playerId') ?? int(ctx.query, 'id');
      const teamId = int(ctx.query, 'merchantTeamId');
      const merchantId = int(ctx.query, 'merchantId');
      const type = int(ctx.query, 'type');
      const rows = allPlayers()
        .filter(
          (p) =>
            ctx.inScope(p) &&
            (playerId === undefined || p.id === playerId) &&
            (teamId === undefined || p.merchantTeamId === teamId),
        )
        .filter((p) => merchantId === undefined || p.merchantId === merchantId)
        .flatMap(rowsOf)
        .filter((r) => type === undefined || r.type === type)
        .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || a.id - b.id);
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  // Guarded (operations.md 7.1) when its rule is on and the RTP or BlackRtp changes.
  http.post(
    '*/api/player/rtp/save',
    guardedRoute({
      action: 'player.rtp.save',
      module: 'player.page',
      prepare: (ctx, body) => {
        const found = playerById(ctx, numberField(body, 'playerId'));
        if (!found.ok) return found.response;
        const type = numberField(body, 'type');
        const rtp = numberField(body, 'rtp');
        if ((type !== 0 && type !== 1) || rtp === undefined || !Number.isInteger(rtp) || rtp < 1 || rtp > 10000) {
          return ctx.fail('invalidRtp');
        }
        const player = found.value;
        const field = type === 1 ? 'rtp' : 'blackRtp';
        const remark = textField(body, 'remark');
        const { merchantTeamId, merchantId } = player;
        return {
          target: { type: 'player', id: String(player.id), name: player.nickName, merchantTeamId, merchantId },
          changes: player[field] === rtp ? [] : [{ field, before: player[field], after: rtp }],
          reason: remark,
          apply: () => {
            setRtp(player.id, type, rtp, remark, ctx.account.username);
            return ctx.ok(null);
          },
        };
      },
    }),
  ),

  // Deleting an override puts the value back to the original 10000.
  http.post(
    '*/api/player/rtp/delete',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const playerId = id !== undefined ? Math.floor(id / 10) : numberField(body, 'playerId');
      const type = id !== undefined ? id % 10 : numberField(body, 'type');
      const player = playerId === undefined ? undefined : getPlayer(playerId);
      // Another scope's record answers like a missing one.
      if (!player || !ctx.inScope(player) || (type !== 0 && type !== 1)) return ctx.fail('recordNotFound');
      setRtp(player.id, type, ORIGINAL_RTP, textField(body, 'remark'), ctx.account.username);
      return ctx.ok(null);
    }),
  ),
];
