import { describe, expect, it } from 'vitest';
import { neutralise, toCsv } from '@/components/resource-kit/export/csv';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { resourceText, type ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';

const LABELS: Record<string, string> = {
  id: '注单号',
  pid: '父单号',
  amount: '金额',
  status: '状态',
  note: '备注',
  at: '时间',
};
const text = {
  t: (key: string | string[]) => String(key),
  column: (key: string) => LABELS[key] ?? key,
  enumLabel: (_e: unknown, v: unknown) => (String(v) === '1' ? '启用' : '禁用'),
} as unknown as ResourceText;

type Row = { id: string; pid: string; amount: number; status: number; note: string; at: number };

describe('CSV', () => {
  it('neutralises cells a spreadsheet would run, and leaves plain numbers alone', () => {
    for (const risky of ['=SUM(A1)', '+1+2', '-2+3', '@cmd', '\tx', '\rx', "-1+cmd|' /C calc'!A0"]) {
      expect(neutralise(risky)).toBe(`'${risky}`);
    }
    for (const safe of ['-1,234.50', '-12', '1,000.00', 'abc', '注单', '']) expect(neutralise(safe)).toBe(safe);
  });

  it('writes localized headers, the given columns in order, sub columns after their column; amounts as numbers; not a column declared export: false', async () => {
    const columns: ColumnDecl<Row>[] = [
      { key: 'id', kind: 'link', sub: 'pid' },
      { key: 'note', export: false, render: () => 'a pending request' },
      { key: 'amount', kind: 'amount' },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM },
      { key: 'note' },
      { key: 'at', kind: 'time' },
    ];
    const rows: Row[] = [
      { id: 'A1', pid: 'P1', amount: -1234.5, status: 1, note: '=1+1', at: Date.UTC(2026, 0, 1, 16, 0, 0) },
      { id: 'A2', pid: '', amount: 0, status: 0, note: 'say "hi", ok', at: 0 },
    ];
    expect((await toCsv(columns, rows, text)).split('\r\n')).toEqual([
      '注单号,父单号,金额,状态,备注,时间',
      `A1,P1,-1234.50,启用,'=1+1,2026-01-02 00:00:00`,
      'A2,,0.00,禁用,"say ""hi"", ok",',
    ]);
  });

  // One row of a bet order list: what a spreadsheet needs to add the amounts up, in every interface language.
  type Order = {
    id: string;
    pid: string;
    gameName: string;
    betAmount: number;
    winAmount: number;
    clearCount: number;
    status: number;
    betTime: string;
  };
  const ORDERS = resolveDefinition<Order>({
    name: 'game.betOrder',
    columns: [
      { key: 'id', kind: 'link', sub: 'pid' },
      { key: 'gameName' },
      { key: 'betAmount', kind: 'amount' },
      { key: 'winAmount', kind: 'amount', signed: true },
      { key: 'clearCount', kind: 'number' },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM },
      { key: 'betTime', kind: 'time' },
    ],
  });
  const order: Order = {
    id: '20251100000000101',
    pid: '',
    gameName: '-Tiger+',
    betAmount: 10368.85,
    winAmount: -1234567.5,
    clearCount: 12345,
    status: 1,
    betTime: '2026-01-02 03:04:05',
  };
  const HEADERS = {
    'zh-CN': '注单号,父单号,游戏名称,投注金额,用户输赢,消除次数,状态,投注时间',
    'en-US': 'Order ID,Parent order ID,Game,Bet amount,Player win/loss,Eliminations,Status,Bet time',
    'pt-BR':
      'ID da aposta,ID da aposta pai,Jogo,Valor apostado,Ganho/perda do jogador,Eliminações,Status,Hora da aposta',
  };
  const STATUS = { 'zh-CN': '启用', 'en-US': 'Enabled', 'pt-BR': 'Ativado' };

  for (const lang of ['zh-CN', 'en-US', 'pt-BR'] as const) {
    it(`${lang}: amounts and counts are plain numbers, negative ones too; text stays neutralised`, async () => {
      const localized = resourceText(ORDERS, i18n.getFixedT(lang));
      const lines = (
        await toCsv(
          ORDERS.columns,
          [order, { ...order, betAmount: 0.004, winAmount: -0.001, clearCount: 0 }],
          localized,
        )
      ).split('\r\n');
      expect(lines).toEqual([
        HEADERS[lang],
        `20251100000000101,,'-Tiger+,10368.85,-1234567.50,12345,${STATUS[lang]},2026-01-02 03:04:05`,
        `20251100000000101,,'-Tiger+,0.00,0.00,0,${STATUS[lang]},2026-01-02 03:04:05`,
      ]);
    });
  }
});
