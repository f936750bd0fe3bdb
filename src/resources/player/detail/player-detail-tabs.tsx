// The player detail's content: one tab per permitted view, the first permitted one selected. Shared by the modal
// (opened from anywhere in the console) and the player info page, which shows it inline.
// The profile is loaded first (one player/info call): an id the server does not know, or one outside the caller's
// scope, shows one "not found" state instead of tabs whose calls would each fail. A role without player.info cannot
// ask, so it gets its tabs straight away.
import { Empty, Tabs } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import '@/resources/player/detail/player-detail.css';
import { useSession } from '@/lib/use-session';
import { BalanceLogTab } from '@/resources/player/detail/balance-log-tab';
import { BetOrderTab } from '@/resources/player/detail/bet-order-tab';
import { visibleTabs, type DetailTabKey } from '@/resources/player/detail/detail-tabs';
import { GameStatsTab } from '@/resources/player/detail/game-stats-tab';
import { InfoTab } from '@/resources/player/detail/info-tab';
import { OnlineLogTab } from '@/resources/player/detail/online-log-tab';
import { PlayerLoadState } from '@/resources/player/detail/player-load-state';
import { TranslateLogTab } from '@/resources/player/detail/translate-log-tab';
import { usePlayerInfo, type PlayerInfoState } from '@/resources/player/detail/use-player-info';

type TabProps = { playerId: string; player: PlayerInfoState };

const TAB_CONTENT: Record<DetailTabKey, ComponentType<TabProps>> = {
  info: InfoTab,
  gameStats: GameStatsTab,
  betOrder: BetOrderTab,
  onlineLog: OnlineLogTab,
  translateLog: TranslateLogTab,
  balanceLog: BalanceLogTab,
};

export function PlayerDetailTabs({ playerId }: { playerId: string }) {
  const { t } = useTranslation('player');
  const { permissions } = useSession();
  const tabs = visibleTabs(permissions);
  const checksFirst = tabs.includes('info');
  const player = usePlayerInfo(playerId, checksFirst);
  const [picked, setPicked] = useState<DetailTabKey | null>(null);
  // A tab taken away while open (another sign-in) falls back to the first one left.
  const active = picked && tabs.includes(picked) ? picked : tabs[0];

  if (!active) return <Empty description={t('modal.noTabs')} data-testid="player-detail-empty" />;
  // Once found, a failed reload leaves the tabs in place (the profile keeps its last answer).
  if (checksFirst && !player.info) return <PlayerLoadState playerId={playerId} player={player} />;
  return (
    <Tabs
      className="player-detail-tabs"
      activeKey={active}
      onChange={(key) => setPicked(key as DetailTabKey)}
      data-testid="player-detail-tabs"
      // A tab's calls go out when it is first opened, not all at once when the detail opens.
      items={tabs.map((key) => {
        const Content = TAB_CONTENT[key];
        return { key, label: t(`modal.tabs.${key}`), children: <Content playerId={playerId} player={player} /> };
      })}
    />
  );
}
