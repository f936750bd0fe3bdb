// Closing a filled form asks first, whichever way it is closed (Esc, the mask, Cancel, a drawer's ×): a slip of the
// hand must not throw away what was typed. A form nobody changed closes at once. Every form of the console closes
// through this: the kit's form modal and the dialogs built by hand (a player's balance and RTP).
import { App, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlank } from '@/components/resource-kit/kinds/kind';

/** A value as the user would compare it: blank is blank, a date is its instant, 5 is "5". */
function comparable(value: unknown): unknown {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return '';
  if (Array.isArray(value)) return value.map(comparable);
  if (dayjs.isDayjs(value)) return String(value.valueOf());
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as object).map(([key, v]) => [key, comparable(v)]));
  }
  return String(value);
}

const FORM_TEXTS = { title: 'form.discardTitle', content: 'form.discardText' };

const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/**
 * Whether the user has changed the form: a field they touched that no longer holds what the form was filled with.
 * Untouched fields are left out, so a value an input settles by itself (a loaded record, a default) is no change.
 */
export function formChanged(form: FormInstance, filledWith: Record<string, unknown>): boolean {
  const current = form.getFieldsValue(true) as Record<string, unknown>;
  return Object.keys(current).some((key) => form.isFieldTouched(key) && !same(current[key], filledWith[key]));
}

/**
 * `leave(changed, close)`: closes at once when nothing changed, else after the user agrees to discard. `texts`: kit
 * locale keys of another question than closing a form (leaving a page's unsaved edits).
 */
export function useDiscardConfirm(
  texts: { title: string; content: string } = FORM_TEXTS,
): (changed: boolean, close: () => void) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation('kit');
  // Esc pressed again, or Cancel clicked while the question is open, asks once.
  const asking = useRef(false);
  return useCallback(
    (changed, close) => {
      if (!changed) {
        close();
        return;
      }
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: t(texts.title),
        content: t(texts.content),
        okText: t('form.discard'),
        okButtonProps: { danger: true },
        cancelText: t('form.keepEditing'),
        // Called with nothing: antd hands an onOk that takes an argument its own close to call and keeps the
        // question open until it is called (a modal gate's close takes the trigger, and the question stayed open).
        onOk: () => close(),
        afterClose: () => {
          asking.current = false;
        },
      });
    },
    [modal, t, texts],
  );
}
