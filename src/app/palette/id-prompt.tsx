import { Input } from 'antd';
import { i18n } from '@/i18n/i18n';
import { feedback } from '@/lib/feedback';

/**
 * Asks for an id in a small dialog (the palette has no input of its own for it). `onId` says whether it opened: an id
 * that cannot be the entity's (17 digits for a player) keeps the dialog, with `invalid` said.
 */
export function askForId(title: string, invalid: string, onId: (id: string) => boolean) {
  let value = '';
  const submit = (): 'empty' | 'opened' | 'invalid' => {
    const id = value.trim();
    if (!id) return 'empty';
    if (onId(id)) return 'opened';
    feedback().message.warning(invalid);
    return 'invalid';
  };
  const dialog = feedback().modal.confirm({
    title,
    icon: null,
    content: (
      <Input
        autoFocus
        inputMode="numeric"
        maxLength={20}
        placeholder={i18n.t('palette.idPlaceholder', { ns: 'shell' })}
        onChange={(event) => {
          value = event.target.value;
        }}
        // The palette's results keep a window Enter listener until their fade-out ends: an Enter that bubbled there
        // would run the palette entry again and open a second dialog.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.stopPropagation();
        }}
        onPressEnter={() => {
          if (submit() === 'opened') dialog.destroy();
        }}
        data-testid="palette-id-input"
      />
    ),
    // An empty id simply closes the dialog (nothing to open); an id that cannot be the entity's keeps it. antd
    // leaves the closing to an onOk that takes `close`.
    onOk: (close: () => void) => {
      if (submit() !== 'invalid') close();
    },
  });
}
