// Every mock API handler, in one array for setupWorker, setupServer and the standalone server.
import { controlBetHandlers } from '@mocks/control/handlers/bets';
import { controlCorrectionHandlers } from '@mocks/control/handlers/corrections';
import { controlCombineHandlers } from '@mocks/control/handlers/combine';
import { controlCombineLogicHandlers } from '@mocks/control/handlers/combine-logic';
import { controlCombineReportHandlers } from '@mocks/control/handlers/combine-reports';
import { controlCombineTestHandlers } from '@mocks/control/handlers/combine-test';
import { controlGameHandlers } from '@mocks/control/handlers/game';
import { gameBetOrderDetailHandlers } from '@mocks/game/handlers/bet-order-detail';
import { gameBetOrderHandlers } from '@mocks/game/handlers/bet-orders';
import { gameCatalogHandlers } from '@mocks/game/handlers/catalog';
import { merchantBillHandlers } from '@mocks/merchant/handlers/bills';
import { merchantIndexHandlers } from '@mocks/merchant/handlers/merchants';
import { merchantTeamHandlers } from '@mocks/merchant/handlers/teams';
import { merchantAuthMenuHandlers } from '@mocks/merchant/handlers/auth-menu';
import { merchantAuthRoleHandlers } from '@mocks/merchant/handlers/auth-role';
import { merchantAuthUserHandlers } from '@mocks/merchant/handlers/auth-user';
import { merchantOperationLogHandlers } from '@mocks/merchant/handlers/operation-log';
import { merchantRateHandlers } from '@mocks/merchant/handlers/rates';
import { playerAdminHandlers } from '@mocks/player/handlers/admin';
import { playerInfoHandlers } from '@mocks/player/handlers/info';
import { playerLogHandlers } from '@mocks/player/handlers/logs';
import { playerRtpHandlers } from '@mocks/player/handlers/rtp';
import { reportOrderHandlers } from '@mocks/report/handlers/orders';
import { reportWalletHandlers } from '@mocks/report/handlers/wallets';
import { authHandlers } from '@mocks/shell/handlers/auth';
import { commonHandlers } from '@mocks/shell/handlers/common';
import { exportHandlers } from '@mocks/shell/handlers/export';
import { systemConfigHandlers } from '@mocks/system/handlers/config';
import { systemCrontabHandlers } from '@mocks/system/handlers/crontab';
import { systemJavaConfigHandlers } from '@mocks/system/handlers/java-config';
import { currencyHandlers } from '@mocks/system/handlers/currency';
import { audited } from '@mocks/system/handlers/operation-audit';
import { operationLogHandlers } from '@mocks/system/handlers/operation-log';
import { runtimeLogHandlers } from '@mocks/system/handlers/runtime-log';
import { systemAuthMenuHandlers } from '@mocks/system/handlers/auth-menu';
import { systemAuthRoleHandlers } from '@mocks/system/handlers/auth-role';
import { systemAuthUserHandlers } from '@mocks/system/handlers/auth-user';

// Every POST is wrapped by the audit that writes the operation log (system.md 4.7).
export const handlers = audited([
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
  ...systemConfigHandlers,
  ...systemJavaConfigHandlers,
  ...systemCrontabHandlers,
  ...currencyHandlers,
  ...operationLogHandlers,
  ...runtimeLogHandlers,
  ...systemAuthMenuHandlers,
  ...systemAuthRoleHandlers,
  ...systemAuthUserHandlers,
  ...merchantAuthMenuHandlers,
  ...merchantAuthRoleHandlers,
  ...merchantAuthUserHandlers,
  ...merchantOperationLogHandlers,
  ...reportOrderHandlers,
  ...reportWalletHandlers,
  ...merchantRateHandlers,
  ...merchantBillHandlers,
  ...merchantIndexHandlers,
  ...merchantTeamHandlers,
  ...controlBetHandlers,
  ...controlCorrectionHandlers,
  ...controlCombineHandlers,
  ...controlCombineLogicHandlers,
  ...controlCombineReportHandlers,
  ...controlCombineTestHandlers,
  ...controlGameHandlers,
]);
