// 商户团队 (merchant.md 2.2): list, save and remove, with merchantCount and playerCount counted on read. A team with
// merchants cannot be removed (its merchants would be left without one). A team user sees its own team only.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { refusalIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { formatTime } from '@mocks/lib/time';
import { plainText } from '@mocks/merchant/db/merchant-input';
import { deleteTeam, findTeam, storeTeam, teamRecords } from '@mocks/domain/org/org';
import { orgMessage } from '@mocks/merchant/db/org-messages';
import { teamRow } from '@mocks/merchant/db/org-rows';
import type { TeamRecord } from '@mocks/domain/org/state';
import { TEAM_LIMITS as LIMIT } from '@/api/merchant';

const refuse = refusalIn(orgMessage);
const scoped = (ctx: AuthedCtx, t: TeamRecord) => ctx.inScope({ merchantTeamId: t.id, merchantId: 0 });

function target(ctx: AuthedCtx, body: Record<string, unknown>): TeamRecord | undefined {
  const team = findTeam(numberField(body, 'id') ?? 0);
  return team && scoped(ctx, team) ? team : undefined;
}

export const merchantTeamHandlers = [
  http.get(
    '*/api/merchant/team/list',
    authedRoute((ctx) => {
      const name = text(ctx.query, 'name');
      const status = int(ctx.query, 'status');
      const rows = teamRecords()
        .filter(
          (t) => scoped(ctx, t) && (!name || t.name.includes(name)) && (status === undefined || t.status === status),
        )
        .sort((a, b) => b.id - a.id)
        .map(teamRow);
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),

  http.post(
    '*/api/merchant/team/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const before = id === undefined ? undefined : target(ctx, body);
      if (id !== undefined && !before) return refuse(ctx, 'teamNotFound');
      // Only the platform creates teams: a team user may edit its own.
      if (!before && ctx.account.type !== 1) return refuse(ctx, 'teamNotFound');
      const name = textField(body, 'name');
      if (!name || !plainText(name, LIMIT.name)) return refuse(ctx, 'teamNameInvalid');
      if (teamRecords().some((t) => t.id !== before?.id && t.name === name)) return refuse(ctx, 'teamNameTaken');
      const contact = textField(body, 'contact');
      if (contact.length > LIMIT.contact) return refuse(ctx, 'contactTooLong');
      const remark = textField(body, 'remark');
      if (!plainText(remark, LIMIT.remark)) return refuse(ctx, 'remarkInvalid');
      const status = body.status === undefined || body.status === null ? 1 : numberField(body, 'status');
      if (status !== 0 && status !== 1) return refuse(ctx, 'statusInvalid');
      const input = { ...(before ? { id: before.id } : {}), name, contact, status, remark } as const;
      const saved = storeTeam(input, ctx.account.username, formatTime(mockNow()));
      return saved ? ctx.ok(teamRow(saved)) : refuse(ctx, 'teamNotFound');
    }),
  ),

  http.post(
    '*/api/merchant/team/remove',
    authedRoute(async (ctx) => {
      const team = target(ctx, await readBody(ctx.request));
      if (!team) return refuse(ctx, 'teamNotFound');
      const { merchantCount } = teamRow(team);
      if (merchantCount > 0) return refuse(ctx, 'teamHasMerchants', { count: merchantCount });
      deleteTeam(team.id);
      return ctx.ok(null);
    }),
  ),
];
