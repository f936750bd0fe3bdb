import { i18n } from '@/i18n/i18n';
import { feedback } from './feedback';

/** The copy action: a warning when there is nothing to copy, else 已复制 (spec section 5). */
export async function copyText(text: string | number | null | undefined): Promise<boolean> {
  const value = text === null || text === undefined ? '' : String(text);
  if (!value.trim()) {
    feedback().message.warning(i18n.t('copy.empty'));
    return false;
  }
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    // Clipboard API refused (insecure origin, no permission): fall back to a hidden textarea.
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) {
      feedback().message.error(i18n.t('copy.failed'));
      return false;
    }
  }
  feedback().message.success(i18n.t('copy.done'));
  return true;
}
