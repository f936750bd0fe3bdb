// @vitest-environment node
// Each finished export task's file holds what its name says - the columns of that list, its rows as the owner may
// see them (their data scope) - with amounts and counts as plain numbers a spreadsheet can add, times as
// YYYY-MM-DD HH:mm:ss, and enumerated names in the caller's language.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { scopeOf } from '@mocks/domain/scope';
import { DAY_MS, formatTime, parseTime, startOfToday } from '@mocks/lib/time';
import { merchantRecords } from '@mocks/domain/org/org';
import { seedPlayer } from '@mocks/domain/players/seed-players';
import { ACCOUNTS } from '@mocks/domain/staff/catalog';
import { roleOf } from '@mocks/domain/staff/accounts';
import { exportFile, fileDay } from '@mocks/shell/db/export-files';
import { exportKindsFor, type ExportKind } from '@mocks/shell/db/export-tasks';
import { call, dateRange, login, ORIGIN } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ExportTask, ListResult } from '@/api/common';

withMockServer();

const HEADERS: Record<ExportKind, string> = {
  'player-list':
    'id,playerName,nickName,merchantTeamName,merchantName,currencyCode,balance,walletType,state,reason,createTime,loginTime',
  'bet-orders':
    'id,pid,playerId,gameName,currencyCode,betAmount,boundsAmount,winAmount,prizePoolAmount,prizePoolWinAmount,betTime,balanceTime',
  'balance-log':
    'refId,playerId,currencyCode,transType,transTypeName,balanceBefore,amount,balanceAfter,tradeTime,remark',
  'wallet-transfers':
    'refId,playerId,currencyCode,tradeType,tradeTypeName,tradeAmount,balanceBefore,balanceAfter,tradeState,tradeStateName,message,tradeTime,finishTime',
  'report-game-day': 'date,gameId,gameName,currencyCode,betCount,betAmount,boundsAmount,companyWinAmount',
  'report-merchant-month':
    'month,merchantTeamName,merchantName,currencyCode,playerCount,betCount,betAmount,boundsAmount,companyWinAmount',
  'online-players': 'playerId,playerName,merchantName,currencyCode,balance,gameName,platformName,ip,ipName,loginTime',
};

const AMOUNTS = new Set([
  'balance',
  'betAmount',
  'boundsAmount',
  'winAmount',
  'prizePoolAmount',
  'prizePoolWinAmount',
  'balanceBefore',
  'amount',
  'balanceAfter',
  'tradeAmount',
  'companyWinAmount',
]);
const COUNTS = new Set([
  'playerId',
  'walletType',
  'state',
  'transType',
  'tradeType',
  'tradeState',
  'gameId',
  'betCount',
  'playerCount',
]);
const TIMES = new Set(['createTime', 'loginTime', 'betTime', 'balanceTime', 'tradeTime', 'finishTime']);
const AMOUNT = /^-?\d+\.\d{2}$/;
const COUNT = /^-?\d+$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

type User = 'admin' | 'team' | 'merchant';
const kindOf = (task: ExportTask) => task.fileName.replace(/-\d{8}-\d{6}\.csv$/, '') as ExportKind;

async function finishedTasks(token: string): Promise<ExportTask[]> {
  const res = await call<ListResult<ExportTask>>('/api/export/task/list', {
    token,
    query: { current: 1, pageSize: 100 },
  });
  return res.result.list.filter((t) => t.status === 2);
}

async function download(task: ExportTask, lang = 'zh-CN') {
  const response = await fetch(new URL(task.fileUrl, ORIGIN), { headers: { lang } });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The BOM (spreadsheets read the file as UTF-8); the decoder drops it.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return { header: text.split('\r\n')[0], rows: parsed.data };
}

/** The task's file name stamps the time it was made (UTC+8). */
function createdAtOf(task: ExportTask): number {
  const [, d = '', t = ''] = /-(\d{8})-(\d{6})\.csv$/.exec(task.fileName) ?? [];
  return (
    parseTime(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)} ${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}`) ?? 0
  );
}

describe.each(['admin', 'team', 'merchant'] as User[])('%s', (user) => {
  const account = ACCOUNTS.find((a) => a.username === user)!;
  const inScope = scopeOf(account);
  const scopedMerchants = new Set(
    merchantRecords()
      .filter((m) => inScope({ merchantTeamId: m.merchantTeamId, merchantId: m.id }))
      .map((m) => m.name),
  );
  const playerInScope = (id: string) => {
    const seed = seedPlayer(Number(id));
    return !!seed && inScope(seed);
  };

  it(
    "every kind of the owner's pages downloads its own columns, numbers as numbers, rows of the owner only",
    { timeout: 120_000 },
    async () => {
      const token = await login(user);
      const tasks = await finishedTasks(token);
      const byKind = new Map(tasks.map((t) => [kindOf(t), t]));
      expect([...byKind.keys()].sort()).toEqual(exportKindsFor(roleOf(account).permissions).sort());

      for (const [kind, task] of byKind) {
        const { header, rows } = await download(task);
        expect(header, task.fileName).toBe(HEADERS[kind]);
        for (const row of rows) {
          for (const [key, value] of Object.entries(row)) {
            if (AMOUNTS.has(key)) expect(value, `${task.fileName} ${key}`).toMatch(AMOUNT);
            if (COUNTS.has(key)) expect(value, `${task.fileName} ${key}`).toMatch(COUNT);
            if (TIMES.has(key) && value) expect(value, `${task.fileName} ${key}`).toMatch(TIME);
          }
          const playerId = kind === 'player-list' ? row.id : row.playerId;
          if (playerId !== undefined) expect(playerInScope(playerId), `${task.fileName} player ${playerId}`).toBe(true);
          if (row.merchantName !== undefined)
            expect(scopedMerchants.has(row.merchantName), `${task.fileName} ${row.merchantName}`).toBe(true);
        }
        if (kind !== 'online-players') expect(rows.length, task.fileName).toBeGreaterThan(0);
      }
    },
  );

  if (user !== 'merchant') {
    // The demo merchant role cannot call the game lists; admin and team can, and see the same orders the report adds.
    it(
      "the game day report adds up the orders the owner's bet order list shows for that day",
      { timeout: 120_000 },
      async () => {
        const token = await login(user);
        const task = (await finishedTasks(token)).find((t) => kindOf(t) === 'report-game-day')!;
        const { from, until } = fileDay(createdAtOf(task));
        const { rows } = await download(task);
        expect(rows[0]?.date).toBe(formatTime(from).slice(0, 10));
        const orders = await call<ListResult<unknown> & { summary: { count: number } }>('/api/game/betOrder/list', {
          token,
          query: { pageSize: 1, date: dateRange(formatTime(from), formatTime(until)) },
        });
        expect(orders.state, orders.msg).toBe(1);
        expect(rows.reduce((sum, r) => sum + Number(r.betCount), 0)).toBe(orders.result.summary.count);
      },
    );
  }
});

describe('names in the file follow the language of the request', () => {
  const NAMES = {
    'zh-CN': ['充值', '派彩', '投注支付', '提现', '后台调整', '成功', '失败', '异常'],
    'en-US': [
      'Deposit',
      'Payout',
      'Bet payment',
      'Withdrawal',
      'Back-office adjustment',
      'Success',
      'Failed',
      'Abnormal',
    ],
    'pt-BR': [
      'Depósito',
      'Pagamento de prêmio',
      'Pagamento de aposta',
      'Saque',
      'Ajuste administrativo',
      'Sucesso',
      'Falhou',
      'Anormal',
    ],
  };

  it.each(Object.keys(NAMES) as (keyof typeof NAMES)[])('%s', async (lang) => {
    const tasks = await finishedTasks(await login('admin'));
    for (const kind of ['balance-log', 'wallet-transfers'] as const) {
      const { rows } = await download(
        tasks.find((t) => kindOf(t) === kind)!,
        lang,
      );
      const names = rows.flatMap((r) =>
        [r.transTypeName, r.tradeTypeName, r.tradeStateName].filter((n) => n !== undefined),
      );
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n) => !NAMES[lang].includes(n!))).toEqual([]);
    }
  });
});

describe('a task made just after midnight', () => {
  // CI once ran when the seeded game-day task fell at 00:03: a file of "the day so far" had no rows for the team.
  it.each([
    'bet-orders',
    'balance-log',
    'wallet-transfers',
    'report-game-day',
    'report-merchant-month',
  ] as ExportKind[])('%s still covers a whole day of the team', (kind) => {
    const team = ACCOUNTS.find((a) => a.username === 'team')!;
    const createdAt = startOfToday() - 2 * DAY_MS + 4 * 60_000;
    const rows = Papa.parse(
      exportFile(kind, { createdAt, inScope: scopeOf(team), lang: 'zh-CN' }).replace(/^\uFEFF/, ''),
      {
        header: true,
        skipEmptyLines: true,
      },
    ).data;
    expect(rows.length).toBeGreaterThan(0);
  });
});
