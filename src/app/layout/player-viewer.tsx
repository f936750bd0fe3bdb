import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { openEntity } from '@/lib/entities';
import type { Trigger } from '@/lib/use-modal-gate';
import { feedback } from '@/lib/feedback';

/** Below this a 20-digit id and the clear and search buttons no longer fit: the header gives way elsewhere first. */
export const VIEWER_MIN_WIDTH = 160;

type Props = {
  /** Full width (inside the user popover) instead of the header's 200 px. */
  block?: boolean;
  /** After a player was opened: the popover holding the viewer closes, or it would cover the detail. */
  onOpened?: () => void;
};

/** Opens a player by the id typed; a text that cannot be an id is said so. */
export function openPlayer(raw: string, trigger?: Trigger): boolean {
  const outcome = openEntity('player', raw, trigger);
  if (outcome === 'invalid') feedback().message.warning(i18n.t('player.invalidId', { ns: 'shell' }));
  return outcome === 'opened';
}

/** The player-info viewer (spec section 2): a player id opens the player detail, wherever the player area has it. */
export function PlayerViewer({ block = false, onOpened }: Props) {
  const { t } = useTranslation('shell');
  const [value, setValue] = useState('');
  return (
    <Input.Search
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onSearch={(id, event) => {
        if (!id.trim() || !openPlayer(id, event)) return;
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
