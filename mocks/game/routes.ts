// The game area's handlers, found by mocks/handlers.ts; a page's handlers join this list.
import type { HttpHandler } from 'msw';
import { gameBetOrderDetailHandlers } from '@mocks/game/handlers/bet-order-detail';
import { gameBetOrderHandlers } from '@mocks/game/handlers/bet-orders';
import { gameCatalogHandlers } from '@mocks/game/handlers/catalog';

export const handlers: readonly HttpHandler[] = [
  ...gameBetOrderDetailHandlers,
  ...gameCatalogHandlers,
  ...gameBetOrderHandlers,
];

/** The records this area keeps, for the change history (operations.md 7.2; mocks/handlers.ts gathers them). */
export { records } from '@mocks/game/records';
