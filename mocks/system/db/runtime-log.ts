// Application log lines (system.md 4.8), generated, never stored: per (service, node, minute) a seeded rng gives 0-4
// lines from templates, plus one wallet-server ERROR per callback-timed-out transfer (tradeState 2) at its trade time,
// whose traceId is the transfer's refId, so the diff report leads to the logs.
import { createRng, hashSeed, type Rng } from '@mocks/lib/random';
import type { TimeRange } from '@mocks/lib/time';
import { allPlayers } from '@mocks/domain/players/players';
import { playerWallet } from '@mocks/domain/players/wallet';
import { LOG_LEVELS, type LogLevel, type RuntimeLogRow } from '@/api/system-logs';

const MINUTE_MS = 60_000;
export const SERVICES: Record<string, readonly string[]> = {
  'gateway-server': ['gateway-1', 'gateway-2'],
  'game-server': ['game-1', 'game-2'],
  'wallet-server': ['wallet-1', 'wallet-2'],
  'admin-server': ['admin-1'],
};

type Template = { level: LogLevel; logger: string; message: (r: Rng) => string };
const id = (r: Rng) => r.int(880001, 880600);
const TEMPLATES: readonly (readonly [Template, number])[] = [
  [
    {
      level: 'DEBUG',
      logger: 'c.s.common.cache.RedisCache',
      message: (r) => `cache hit key=player:${id(r)} ttl=${r.int(10, 600)}s`,
    },
    30,
  ],
  [
    {
      level: 'INFO',
      logger: 'c.s.api.filter.AccessLogFilter',
      message: (r) => `GET /api/game/spin status=200 cost=${r.int(3, 180)}ms player=${id(r)}`,
    },
    30,
  ],
  [
    {
      level: 'INFO',
      logger: 'c.s.game.service.SpinService',
      message: (r) => `spin settled player=${id(r)} bet=${r.money(1, 200)} win=${r.money(0, 500)}`,
    },
    20,
  ],
  [
    {
      level: 'WARN',
      logger: 'c.s.common.db.SlowQueryInterceptor',
      message: (r) => `slow query ${r.int(500, 3000)}ms: select * from bet_order where pid = ?`,
    },
    8,
  ],
  [
    {
      level: 'WARN',
      logger: 'c.s.api.limit.RateLimiter',
      message: (r) => `rate limit reached ip=203.0.113.${r.int(1, 254)}`,
    },
    4,
  ],
  [
    {
      level: 'ERROR',
      logger: 'c.s.common.mq.MessageConsumer',
      message: (r) => `consume failed topic=bet-settle offset=${r.int(1e5, 9e5)}: Connection reset`,
    },
    2,
  ],
];

const trace = (r: Rng) => Array.from({ length: 16 }, () => '0123456789abcdef'[r.int(0, 15)]).join('');

function stackOf(logger: string, cause: string): string {
  const cls = logger.split('.').pop() ?? logger;
  return [
    `${cause}`,
    `\tat ${logger}.handle(${cls}.java:${(hashSeed(logger) % 300) + 40})`,
    '\tat org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:186)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)',
    '\tat java.base/java.lang.Thread.run(Thread.java:840)',
  ].join('\n');
}

function minuteLines(service: string, node: string, minute: number): RuntimeLogRow[] {
  const r = createRng('rtlog', service, node, minute);
  return Array.from({ length: r.int(0, 4) }, (_, i) => {
    const t = r.weighted(TEMPLATES);
    const message = t.message(r);
    return {
      id: `${node}-${minute}-${i}`,
      time: minute * MINUTE_MS + r.int(0, MINUTE_MS - 1),
      level: t.level,
      service,
      node,
      traceId: trace(r),
      logger: t.logger,
      thread: `http-nio-8080-exec-${r.int(1, 200)}`,
      message,
      stack: t.level === 'ERROR' ? stackOf(t.logger, 'java.net.SocketException: Connection reset') : '',
    };
  });
}

function transferErrors(range: TimeRange): RuntimeLogRow[] {
  return allPlayers().flatMap((p) =>
    playerWallet(p, range.start)
      .transfers.filter((t) => t.tradeState === 2 && t.at >= range.start && t.at <= range.end)
      .map((t) => ({
        id: `transfer-${t.refId}`,
        time: t.at,
        level: 'ERROR' as const,
        service: 'wallet-server',
        node: p.id % 2 ? 'wallet-1' : 'wallet-2',
        traceId: t.refId,
        logger: 'c.s.wallet.service.TransferCallbackService',
        thread: `wallet-callback-${(p.id % 8) + 1}`,
        message: `transfer ${t.refId} player=${p.id} amount=${t.tradeAmount}: merchant callback timeout after 10000ms, waiting for reconciliation`,
        stack: stackOf(
          'c.s.wallet.service.TransferCallbackService',
          'java.net.SocketTimeoutException: callback timeout',
        ),
      })),
  );
}

export type RuntimeLogFilter = {
  level?: LogLevel;
  service?: string;
  node?: string;
  traceId?: string;
  keyword?: string;
};

/** Every line in the range that passes the filter, newest first. */
export function runtimeLogLines(range: TimeRange, filter: RuntimeLogFilter = {}): RuntimeLogRow[] {
  const rows: RuntimeLogRow[] = [];
  const services = Object.entries(SERVICES).filter(([s]) => !filter.service || s === filter.service);
  for (let m = Math.floor(range.start / MINUTE_MS); m <= Math.floor(range.end / MINUTE_MS); m++) {
    for (const [service, nodes] of services) for (const node of nodes) rows.push(...minuteLines(service, node, m));
  }
  if (!filter.service || filter.service === 'wallet-server') rows.push(...transferErrors(range));
  const minLevel = LOG_LEVELS.indexOf(filter.level ?? 'DEBUG');
  const keyword = filter.keyword?.toLowerCase();
  return rows
    .filter(
      (r) =>
        r.time >= range.start &&
        r.time <= range.end &&
        LOG_LEVELS.indexOf(r.level) >= minLevel &&
        (!filter.node || r.node === filter.node) &&
        (!filter.traceId || r.traceId === filter.traceId) &&
        (!keyword || r.message.toLowerCase().includes(keyword)),
    )
    .sort((a, b) => b.time - a.time || a.id.localeCompare(b.id));
}
