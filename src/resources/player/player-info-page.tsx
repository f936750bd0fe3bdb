// 玩家查询 (player.info): look up one player by platform id - typed in, or from `?id=` - and show the player
// detail inline (the same tabs as the modal). `?id=` is how other places link here (a new id is a new workspace
// tab); a look-up typed on the page stays in the page and leaves the address alone, because a navigation from
// inside a tab would move the workspace's tab identity under the page.
import { Card, Empty, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { defineResource } from '@/components/resource-kit/define-resource';
import { PlayerDetailTabs } from '@/resources/player/detail/player-detail-tabs';

export const PLAYER_ID = /^\d{1,20}$/;

function PlayerLookup() {
  const { t } = useTranslation('player');
  const [params] = useSearchParams();
  const fromUrl = params.get('id')?.trim() ?? '';
  const [typed, setTyped] = useState(fromUrl);
  const [shown, setShown] = useState({ url: fromUrl, id: fromUrl });
  const [invalid, setInvalid] = useState(false);
  // The address changed from outside (a link, the palette): it wins over the last look-up.
  if (shown.url !== fromUrl) {
    setShown({ url: fromUrl, id: fromUrl });
    setTyped(fromUrl);
  }
  const playerId = PLAYER_ID.test(shown.id) ? shown.id : '';

  const search = (raw: string) => {
    const id = raw.trim();
    setInvalid(!PLAYER_ID.test(id));
    if (!PLAYER_ID.test(id)) return;
    setShown({ url: fromUrl, id });
  };

  return (
    <Flex vertical gap={12} data-testid="player-info-page">
      <Card size="small">
        <Input.Search
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={search}
          enterButton={t('lookup.search')}
          placeholder={t('lookup.placeholder')}
          aria-label={t('lookup.label')}
          status={invalid ? 'error' : undefined}
          inputMode="numeric"
          maxLength={20}
          allowClear
          style={{ maxWidth: 420 }}
          data-testid="player-lookup"
        />
        {invalid ? (
          <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }}>
            {t('lookup.invalid')}
          </Typography.Text>
        ) : null}
      </Card>
      <Card size="small" title={playerId ? t('modal.title', { id: playerId }) : undefined}>
        {/* Keyed by id: another player starts from the first tab with nothing of the previous one. */}
        {playerId ? <PlayerDetailTabs key={playerId} playerId={playerId} /> : <Empty description={t('lookup.empty')} />}
      </Card>
    </Flex>
  );
}

export const PlayerInfoPage = defineResource({
  name: 'player.info',
  columns: [],
  page: PlayerLookup,
});
