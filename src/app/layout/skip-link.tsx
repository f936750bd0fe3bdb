// WCAG 2.4.1 (bypass blocks): the first stop of the keyboard is a link that skips the side menu, the header and the
// tab strip, to the page's content. It shows only while it has the focus (skip-link.css). It moves the focus itself
// rather than following `#main` in the address, which the router would read as a navigation.
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import '@/app/layout/skip-link.css';

export const MAIN_ID = 'console-main';

export function SkipLink() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colours = {
    '--console-skip-bg': token.colorBgElevated,
    '--console-skip-fg': token.colorPrimaryText,
  } as CSSProperties;
  return (
    <a
      className="console-skip-link"
      style={colours}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
