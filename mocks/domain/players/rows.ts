// Internal records -> wire rows (contract names, UTC+8 time strings, localized enumeration names).
import { gameName } from '@mocks/domain/orders/seed-games';
import { tradeStateName, transTypeName } from '@mocks/lib/enum-names';
import type { Lang } from '@mocks/lib/i18n';
import { round2 } from '@mocks/lib/random';
import type { ManualLedgerRow } from '@mocks/domain/store';
import { formatDuration, formatTime } from '@mocks/lib/time';
import type { BetRecord, PlaySession } from '@mocks/domain/players/activity';
import type { Player } from '@mocks/domain/players/players';
import type { LedgerRecord, TransferRecord } from '@mocks/domain/players/wallet';
import { terminalName } from '@mocks/domain/org/seed-org';
import type { BalanceLog, OnlineLog, PlayerBetOrder, WalletTransfer } from '@/api/player';

export function toBetOrder(r: BetRecord, playerId: number): PlayerBetOrder {
  return {
    id: r.id,
    pid: r.pid,
    playerId,
    gameId: r.gameId,
    gameName: gameName(r.gameId),
    currencyCode: r.currencyCode,
    betAmount: r.betAmount,
    boundsAmount: r.boundsAmount,
    winAmount: round2(r.boundsAmount - r.betAmount),
    isRespin: r.isRespin,
    isFreeRespin: r.isFreeRespin,
    prizePoolAmount: r.prizePoolAmount,
    prizePoolWinAmount: r.prizePoolWinAmount,
    clearCount: r.clearCount,
    clearCountFree: r.clearCountFree,
    betTime: formatTime(r.betAt),
    balanceTime: formatTime(r.balanceAt),
    updateTime: formatTime(r.balanceAt),
  };
}

/** The console's row with the codes it may do without, which this server always sends. */
export type OnlineLogWire = OnlineLog & { gameId: number; terminal: number };

export function toOnlineLog(s: PlaySession): OnlineLogWire {
  return {
    gameId: s.gameId,
    gameName: gameName(s.gameId),
    terminal: s.terminal,
    platformName: terminalName(s.terminal),
    startTime: formatTime(s.startAt),
    endTime: formatTime(s.endAt),
    durationStr: formatDuration(s.endAt - s.startAt),
    ip: s.ip,
    ipName: s.ipName,
  };
}

export type TransferWire = WalletTransfer & { id: string; playerId: number; tradeType: number };

export function toTransferRow(t: TransferRecord, player: Player, lang: Lang): TransferWire {
  return {
    id: t.refId,
    playerId: t.playerId,
    tradeTime: formatTime(t.at),
    finishTime: formatTime(t.finishAt),
    currencyCode: player.currencyCode,
    tradeType: t.tradeType,
    tradeTypeName: transTypeName(t.tradeType, lang),
    tradeAmount: t.tradeAmount,
    balanceBefore: t.balanceBefore,
    balanceAfter: t.balanceAfter,
    tradeState: t.tradeState,
    tradeStateName: tradeStateName(t.tradeState, lang),
    message: t.message,
    updateTime: formatTime(t.finishAt),
    ip: t.ip,
    ipName: t.ipName,
  };
}

export type LedgerWire = BalanceLog & { id: string; playerId: number; transType: number };

export function toLedgerRow(r: LedgerRecord | ManualLedgerRow, player: Player, lang: Lang): LedgerWire {
  const refId = 'refId' in r ? r.refId : `ADJ${r.id}`;
  return {
    id: 'refId' in r ? r.id : refId,
    playerId: r.playerId,
    currencyCode: player.currencyCode,
    transType: r.transType,
    transTypeName: transTypeName(r.transType, lang),
    balanceBefore: r.balanceBefore,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    tradeTime: formatTime(r.at),
    refId,
    remark: r.remark,
  };
}
