// The language switch's drop-down (antd Dropdown and Menu, with rc-menu): loaded on the switch's first use, so the
// login page's first load does without it (see language-switch.tsx).
import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { changeLanguage } from '@/i18n/i18n';
import { LANGUAGES, type LanguageCode } from '@/i18n/languages';

export function LanguageSwitchMenu({
  language,
  open,
  onOpenChange,
  children,
}: {
  language: LanguageCode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((l) => ({ key: l.code, label: l.label })),
        onClick: ({ key }) => void changeLanguage(key as LanguageCode),
      }}
    >
      {children}
    </Dropdown>
  );
}
