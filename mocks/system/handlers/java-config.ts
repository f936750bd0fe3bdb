// Runtime config of the Java game servers (system.md 4.2): every save is a new version, pending until published
// (by ids, by service, or every pending row).
import { http } from 'msw';
import { refusalIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, sortRows, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/domain/route';
import { formatTime } from '@mocks/lib/time';
import { javaConfigRecords, publishJavaConfig, removeJavaConfig, saveJavaConfig } from '@mocks/domain/settings/config';
import type { JavaConfigRecord } from '@mocks/domain/settings/state';
import { systemMessage } from '@mocks/system/handlers/messages';
import { javaConfigRange } from '@mocks/system/db/value-ranges';
import { readTypedValue } from '@mocks/system/handlers/typed-value';
import { JAVA_SERVICES, type JavaConfigRow } from '@/api/system';

const KEY = /^[a-z][a-zA-Z0-9._-]{1,99}$/;
const refuse = refusalIn(systemMessage);
const isService = (value: string) => (JAVA_SERVICES as readonly string[]).includes(value);

function toRow({ publishedAt, updatedAt, ...c }: JavaConfigRecord): JavaConfigRow {
  return {
    ...c,
    syncStatus: c.version === c.publishedVersion ? 1 : 0,
    publishTime: publishedAt === null ? '' : formatTime(publishedAt),
    updateTime: formatTime(updatedAt),
  };
}

export const systemJavaConfigHandlers = [
  http.get(
    '*/api/system/javaConfig/list',
    authedRoute((ctx) => {
      const service = text(ctx.query, 'service');
      const key = text(ctx.query, 'key')?.toLowerCase();
      const sync = int(ctx.query, 'syncStatus');
      const rows = javaConfigRecords()
        .map(toRow)
        .filter(
          (c) =>
            (!service || c.service === service) &&
            (!key || c.key.toLowerCase().includes(key)) &&
            (sync === undefined || c.syncStatus === sync),
        );
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  http.post(
    '*/api/system/javaConfig/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const service = textField(body, 'service');
      const key = textField(body, 'key');
      const list = javaConfigRecords();
      if (id !== undefined && !list.some((c) => c.id === id)) return ctx.fail('recordNotFound');
      if (!isService(service)) return refuse(ctx, 'serviceInvalid');
      if (!KEY.test(key)) return refuse(ctx, 'javaKeyInvalid');
      if (list.some((c) => c.id !== id && c.service === service && c.key === key)) return refuse(ctx, 'keyTaken');
      const typed = readTypedValue(body, javaConfigRange(service, key));
      if ('error' in typed) return refuse(ctx, typed.error, typed.values);
      const saved = saveJavaConfig({
        id,
        service,
        key,
        ...typed,
        description: textField(body, 'description').slice(0, 500),
        operator: ctx.account.username,
      });
      return ctx.ok(toRow(saved));
    }),
  ),

  http.post(
    '*/api/system/javaConfig/remove',
    authedRoute(async (ctx) => {
      const id = numberField(await readBody(ctx.request), 'id');
      if (!javaConfigRecords().some((c) => c.id === id)) return ctx.fail('recordNotFound');
      removeJavaConfig(id!);
      return ctx.ok(null);
    }),
  ),

  http.post(
    '*/api/system/javaConfig/publish',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const service = textField(body, 'service');
      if (service && !isService(service)) return refuse(ctx, 'serviceInvalid');
      let ids: Set<number> | null = null;
      if (body.ids !== undefined && body.ids !== null) {
        if (!Array.isArray(body.ids) || !body.ids.length) return refuse(ctx, 'noneSelected');
        ids = new Set(body.ids.map(Number));
      }
      const published = publishJavaConfig(
        (c) => (!ids || ids.has(c.id)) && (!service || c.service === service),
        ctx.account.username,
      );
      return ctx.ok({ published });
    }),
  ),
];
