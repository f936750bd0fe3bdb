import { Input } from 'antd';
import { i18n } from '@/i18n/i18n';
import { feedback } from '@/lib/feedback';

/** Asks for an id in a small dialog (the palette has no input of its own for it). */
export function askForId(title: string, onId: (id: string) => void) {
  let value = '';
  const submit = () => {
    const id = value.trim();
    if (!id) return false;
    onId(id);
    return true;
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
        onPressEnter={() => {
          if (submit()) dialog.destroy();
        }}
        data-testid="palette-id-input"
      />
    ),
    // An empty id simply closes the dialog: nothing to open.
    onOk: () => {
      submit();
    },
  });
}
