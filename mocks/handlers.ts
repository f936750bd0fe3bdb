// Every mock API handler, in one array for setupWorker, setupServer and the standalone server.
import { authHandlers } from '@mocks/handlers/auth';
import { commonHandlers } from '@mocks/handlers/common';
import { exportHandlers } from '@mocks/handlers/export';
import { gameBetOrderDetailHandlers } from '@mocks/handlers/game-bet-order-detail';
import { gameBetOrderHandlers } from '@mocks/handlers/game-bet-orders';
import { gameCatalogHandlers } from '@mocks/handlers/game-catalog';
import { playerAdminHandlers } from '@mocks/handlers/player-admin';
import { playerInfoHandlers } from '@mocks/handlers/player-info';
import { playerLogHandlers } from '@mocks/handlers/player-logs';
import { playerRtpHandlers } from '@mocks/handlers/player-rtp';

export const handlers = [
  ...authHandlers,
  ...commonHandlers,
  ...exportHandlers,
  ...playerInfoHandlers,
  ...playerLogHandlers,
  ...playerRtpHandlers,
  ...playerAdminHandlers,
  ...gameBetOrderDetailHandlers,
  ...gameCatalogHandlers,
  ...gameBetOrderHandlers,
];
