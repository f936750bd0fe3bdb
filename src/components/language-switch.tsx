// The login page's language switch. Its drop-down (antd Dropdown + Menu, about 10 KiB gzipped) loads on the first
// click, or earlier when the pointer or keyboard focus reaches the switch, so the login route's first load does
// without it. Until then the switch is a plain button that opens the menu once it has loaded.
import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';

const loadMenu = () => import('@/components/language-switch-menu');
const LanguageSwitchMenu = lazy(async () => ({ default: (await loadMenu()).LanguageSwitchMenu }));

function prefetchMenu() {
  // the click that needs it reports nothing either: React.lazy retries the import when it renders
  loadMenu().catch(() => undefined);
}

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // The button is mounted again when the drop-down wraps it; a keyboard user's focus must stay on it.
  const [refocus, setRefocus] = useState(false);

  const button = (props: { onClick?: (event: MouseEvent<HTMLElement>) => void }) => (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      // The name holds the visible text (WCAG 2.5.3, label in name).
      aria-label={compact ? t('layout.language') : t('layout.languageNamed', { language: current.label })}
      aria-haspopup="menu"
      aria-expanded={open}
      data-testid="language-switch"
      autoFocus={refocus}
      onPointerEnter={prefetchMenu}
      onFocus={prefetchMenu}
      {...props}
    >
      {compact ? null : current.label}
    </Button>
  );

  if (!wanted) {
    return button({
      onClick: (event) => {
        setRefocus(document.activeElement === event.currentTarget);
        setWanted(true);
        setOpen(true);
      },
    });
  }
  return (
    <Suspense fallback={button({})}>
      <LanguageSwitchMenu language={language} open={open} onOpenChange={setOpen}>
        {button({})}
      </LanguageSwitchMenu>
    </Suspense>
  );
}
