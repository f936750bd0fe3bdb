// Platform parameters (system.md 4.1): list, save, remove (not a built-in key), refresh the services' cache.
import { http } from 'msw';
import { refusalIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, sortRows, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/domain/route';
import { formatTime } from '@mocks/lib/time';
import { configRecords, refreshConfigCache, removeConfig, saveConfig } from '@mocks/domain/settings/config';
import type { ConfigRecord } from '@mocks/domain/settings/state';
import { systemMessage } from '@mocks/system/handlers/messages';
import { configRange } from '@mocks/system/db/value-ranges';
import { readTypedValue } from '@mocks/system/handlers/typed-value';
import type { ConfigRow } from '@/api/system';

const KEY = /^[a-z][a-zA-Z0-9_.]{1,63}$/;
const refuse = refusalIn(systemMessage);
const contains = (value: string, part: string | undefined) => !part || value.toLowerCase().includes(part.toLowerCase());

const toRow = ({ updatedAt, ...c }: ConfigRecord): ConfigRow => ({ ...c, updateTime: formatTime(updatedAt) });

export const systemConfigHandlers = [
  http.get(
    '*/api/system/config/list',
    authedRoute((ctx) => {
      const name = text(ctx.query, 'name');
      const key = text(ctx.query, 'key');
      const builtIn = int(ctx.query, 'builtIn');
      const rows = configRecords()
        .filter(
          (c) => contains(c.name, name) && contains(c.key, key) && (builtIn === undefined || c.builtIn === builtIn),
        )
        .map(toRow);
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  http.post(
    '*/api/system/config/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const name = textField(body, 'name');
      const key = textField(body, 'key');
      if (!name || name.length > 50) return refuse(ctx, 'nameInvalid');
      const list = configRecords();
      const existing = id === undefined ? undefined : list.find((c) => c.id === id);
      if (id !== undefined && !existing) return ctx.fail('recordNotFound');
      if (existing && key !== existing.key) return refuse(ctx, 'keyImmutable');
      if (!KEY.test(key)) return refuse(ctx, 'configKeyInvalid');
      if (list.some((c) => c.id !== id && c.key === key)) return refuse(ctx, 'keyTaken');
      const typed = readTypedValue(body, configRange(key));
      if ('error' in typed) return refuse(ctx, typed.error, typed.values);
      if (existing?.builtIn && typed.valueType !== existing.valueType) return refuse(ctx, 'builtInTypeFixed');
      const saved = saveConfig({
        id,
        name,
        key,
        ...typed,
        remark: textField(body, 'remark').slice(0, 500),
        operator: ctx.account.username,
      });
      return ctx.ok(toRow(saved));
    }),
  ),

  http.post(
    '*/api/system/config/remove',
    authedRoute(async (ctx) => {
      const id = numberField(await readBody(ctx.request), 'id');
      const row = configRecords().find((c) => c.id === id);
      if (!row) return ctx.fail('recordNotFound');
      if (row.builtIn) return refuse(ctx, 'builtInRemove');
      removeConfig(row.id);
      return ctx.ok(null);
    }),
  ),

  http.post(
    '*/api/system/config/refreshCache',
    authedRoute((ctx) => {
      refreshConfigCache();
      return ctx.ok(null);
    }),
  ),
];
