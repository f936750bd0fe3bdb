// The player area's handlers, found by mocks/handlers.ts; a page's handlers join this list.
import type { HttpHandler } from 'msw';
import { playerAdminHandlers } from '@mocks/player/handlers/admin';
import { playerInfoHandlers } from '@mocks/player/handlers/info';
import { playerLogHandlers } from '@mocks/player/handlers/logs';
import { playerRtpHandlers } from '@mocks/player/handlers/rtp';

export const handlers: readonly HttpHandler[] = [
  ...playerInfoHandlers,
  ...playerLogHandlers,
  ...playerRtpHandlers,
  ...playerAdminHandlers,
];

/** The records this area keeps, for the change history (operations.md 7.2; mocks/handlers.ts gathers them). */
export { records } from '@mocks/player/records';
