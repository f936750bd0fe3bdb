// The player area's pages by menu component key.
import { pageModule, type PageModules } from '@/lib/page-modules';

export const PLAYER_PAGES: PageModules = {
  'player.page': pageModule(() => import('@/resources/player/player-list'), 'PlayerListPage'),
  'player.info': pageModule(() => import('@/resources/player/player-info-page'), 'PlayerInfoPage'),
  'player.online': pageModule(() => import('@/resources/player/player-online'), 'PlayerOnlinePage'),
  'player.rtp': pageModule(() => import('@/resources/player/player-rtp'), 'PlayerRtpPage'),
  'player.translateWallet': pageModule(() => import('@/resources/player/translate-wallet'), 'TranslateWalletPage'),
};
