// Menu titles as the console shows them: a stored title is usually a key of the console's menu namespace
// (`pages.game.classify`), so a search by title also looks at its text in the caller's language.
import enUS from '@locales/en-US/menu.json';
import ptBR from '@locales/pt-BR/menu.json';
import zhCN from '@locales/zh-CN/menu.json';
import type { Lang } from '@mocks/lib/i18n';

const TEXTS: Record<Lang, unknown> = { 'zh-CN': zhCN, 'en-US': enUS, 'pt-BR': ptBR };

/** The title's text in `lang`, or the title itself when it is plain text. */
export function menuTitleText(lang: Lang, title: string): string {
  let node: unknown = TEXTS[lang];
  for (const part of title.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : title;
}
