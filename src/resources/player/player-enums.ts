// The spec's enumerations (section 3) as kit enums: the values and tag colours live here, the labels in
// player.json under `enums.<name>.<value>`, so tags, filters and forms all read the same localized text.
import { defineEnum, type EnumDef } from '@/components/resource-kit/enums';

const NS = 'player';

export const TERMINAL = defineEnum(
  NS,
  'terminal',
  [1, 2, 3, 4, 6, 7, 8, 9, -1].map((value) => ({ value })),
);

/** Player state: 0 frozen (red, with its reason); any other value is active (blue). */
export const PLAYER_STATE = defineEnum(NS, 'playerState', [
  { value: 1, color: 'blue' },
  { value: 0, color: 'red' },
]);

export const ONLINE = defineEnum(NS, 'online', [
  { value: 1, color: 'green' },
  { value: 0, color: 'default' },
]);

/** Transfer-wallet trade types. Every value has a label; the filters offer the subsets the spec names. */
const TRANSFER_TYPES = [100, 101, 106, 200, 201, 400, 403, 950];
export const TRADE_TYPE = defineEnum(
  NS,
  'tradeType',
  TRANSFER_TYPES.map((value) => ({ value })),
);
/** Wallet transfers filter: 100 top-up, 200 withdrawal. */
export const TRANSFER_FILTER_TYPE = defineEnum(NS, 'tradeType', [{ value: 100 }, { value: 200 }]);
/** Balance ledger filter: 100 top-up, 106 bet payment, 200 withdrawal, 950 back-office adjustment. */
export const LEDGER_FILTER_TYPE = defineEnum(NS, 'tradeType', [
  { value: 100 },
  { value: 106 },
  { value: 200 },
  { value: 950 },
]);

/** Trade status: 0 success (green); any other value red. */
export const TRADE_STATE = defineEnum(NS, 'tradeState', [
  { value: 0, color: 'green' },
  { value: 1, color: 'red' },
  { value: 2, color: 'red' },
]);

/** Wallet transfer time filter: 1 trade time, 2 finish time. */
export const TRANSFER_DATE_TYPE = defineEnum(NS, 'dateType', [{ value: 1 }, { value: 2 }]);

export const DATA_TYPE = defineEnum(NS, 'dataType', [{ value: 'es' }, { value: 'mongo' }]);
export const ORDER_ID_TYPE = defineEnum(NS, 'orderIdType', [{ value: 'id' }, { value: 'pid' }]);

/** RTP override type on the wire: 1 RTP, 0 BlackRtp. */
export const RTP_TYPE = defineEnum(NS, 'rtpType', [
  { value: 1, color: 'blue' },
  { value: 0, color: 'volcano' },
]);
export type RtpType = 0 | 1;

/** The RTP values the spec offers; 10000 is the game's original. */
export const ORIGINAL_RTP = 10000;
export const RTP_VALUE = defineEnum(NS, 'rtpValue', [{ value: ORIGINAL_RTP }, { value: 9000 }, { value: 8500 }]);

/** Account type: 1 real; any other value is a test account. */
export function accountTypeKey(type: unknown): 'real' | 'test' {
  return Number(type) === 1 ? 'real' : 'test';
}

/** A localized label for a wire code, or the server's own name when the code is unknown or missing. */
export function labelOrName(t: (key: string) => string, def: EnumDef, code: unknown, serverName: unknown): string {
  const known = code !== undefined && code !== null && def.options.some((o) => String(o.value) === String(code));
  if (known) return t(`${def.ns}:enums.${def.name}.${String(code)}`);
  return serverName === undefined || serverName === null ? '' : String(serverName);
}
