// The game area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const GAME_PAGES: PageModules = {
  'game.classify': pageModule(() => import('@/resources/game/classify'), 'ClassifyPage'),
  'game.index': pageModule(() => import('@/resources/game/game-index'), 'GameIndexPage'),
  'game.betOrder': pageModule(() => import('@/resources/game/bet-order'), 'BetOrderPage'),
  'game.betOrderDetail': pageModule(() => import('@/resources/game/bet-order-detail'), 'BetOrderDetailPage'),
  'game.adjustment': pageModule(() => import('@/resources/game/adjustment'), 'AdjustmentPage'),
  'game.pending': pageModule(() => import('@/resources/game/pending'), 'PendingPage'),
  'game.failed': pageModule(() => import('@/resources/game/failed'), 'FailedPage'),
};
