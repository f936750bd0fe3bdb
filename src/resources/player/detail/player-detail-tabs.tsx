// The player detail's content: one tab per permitted view, the first permitted one selected. Shared by the modal
// (opened from anywhere in the console) and the player info page, which shows it inline.
import { Empty, Tabs } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/use-session';
import { BalanceLogTab } from '@/resources/player/detail/balance-log-tab';
import { BetOrderTab } from '@/resources/player/detail/bet-order-tab';
import { visibleTabs, type DetailTabKey } from '@/resources/player/detail/detail-tabs';
import { GameStatsTab } from '@/resources/player/detail/game-stats-tab';
import { InfoTab } from '@/resources/player/detail/info-tab';
import { OnlineLogTab } from '@/resources/player/detail/online-log-tab';
import { TranslateLogTab } from '@/resources/player/detail/translate-log-tab';

const TAB_CONTENT: Record<DetailTabKey, ComponentType<{ playerId: string }>> = {
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
  const [picked, setPicked] = useState<DetailTabKey | null>(null);
  // A tab taken away while open (another sign-in) falls back to the first one left.
  const active = picked && tabs.includes(picked) ? picked : tabs[0];

  if (!active) return <Empty description={t('modal.noTabs')} data-testid="player-detail-empty" />;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setPicked(key as DetailTabKey)}
      data-testid="player-detail-tabs"
      // A tab's calls go out when it is first opened, not all at once when the detail opens.
      items={tabs.map((key) => {
        const Content = TAB_CONTENT[key];
        return { key, label: t(`modal.tabs.${key}`), children: <Content playerId={playerId} /> };
      })}
    />
  );
}
