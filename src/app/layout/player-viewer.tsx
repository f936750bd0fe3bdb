import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPlayer } from '@/app/layout/console-actions';

/** The player-info viewer: a player id opens the player detail (through the player-detail bus). */
export function PlayerViewer() {
  const { t } = useTranslation('shell');
  const [value, setValue] = useState('');
  return (
    <Input.Search
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onSearch={(id) => {
        if (id.trim() && openPlayer(id)) setValue('');
      }}
      placeholder={t('player.placeholder')}
      aria-label={t('player.label')}
      allowClear
      inputMode="numeric"
      maxLength={20}
      style={{ width: 200 }}
      data-testid="player-viewer"
    />
  );
}
