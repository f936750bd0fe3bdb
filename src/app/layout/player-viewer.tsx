import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPlayer } from '@/app/layout/console-actions';

/** Below this a 20-digit id and the clear and search buttons no longer fit: the header gives way elsewhere first. */
export const VIEWER_MIN_WIDTH = 160;

type Props = {
  /** Full width (inside the user popover) instead of the header's 200 px. */
  block?: boolean;
  /** After a player was opened: the popover holding the viewer closes, or it would cover the detail. */
  onOpened?: () => void;
};

/** The player-info viewer: a player id opens the player detail (through the player-detail bus). */
export function PlayerViewer({ block = false, onOpened }: Props) {
  const { t } = useTranslation('shell');
  const [value, setValue] = useState('');
  return (
    <Input.Search
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onSearch={(id) => {
        if (!id.trim() || !openPlayer(id)) return;
        setValue('');
        onOpened?.();
      }}
      placeholder={t('player.placeholder')}
      aria-label={t('player.label')}
      allowClear
      inputMode="numeric"
      maxLength={20}
      style={block ? { width: '100%' } : { flex: `0 1 200px`, minWidth: VIEWER_MIN_WIDTH }}
      data-testid="player-viewer"
    />
  );
}
