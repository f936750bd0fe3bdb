// Every mock API handler, in one array for setupWorker, setupServer and the standalone server.
import { gameBetOrderDetailHandlers } from '@mocks/game/handlers/bet-order-detail';
import { gameBetOrderHandlers } from '@mocks/game/handlers/bet-orders';
import { gameCatalogHandlers } from '@mocks/game/handlers/catalog';
import { playerAdminHandlers } from '@mocks/player/handlers/admin';
import { playerInfoHandlers } from '@mocks/player/handlers/info';
import { playerLogHandlers } from '@mocks/player/handlers/logs';
import { playerRtpHandlers } from '@mocks/player/handlers/rtp';
import { authHandlers } from '@mocks/shell/handlers/auth';
import { commonHandlers } from '@mocks/shell/handlers/common';
import { exportHandlers } from '@mocks/shell/handlers/export';
import { systemAuthMenuHandlers } from '@mocks/system/handlers/auth-menu';
import { systemAuthRoleHandlers } from '@mocks/system/handlers/auth-role';
import { systemAuthUserHandlers } from '@mocks/system/handlers/auth-user';

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
  ...systemAuthMenuHandlers,
  ...systemAuthRoleHandlers,
  ...systemAuthUserHandlers,
];
