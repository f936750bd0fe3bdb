import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/app/layout/flags';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { LANGUAGES, type LanguageCode } from '@/i18n/languages';

/** The header's language dropdown (zh-CN, en-US, pt-BR) with flags. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((l) => ({ key: l.code, icon: <Flag country={l.country} />, label: l.label })),
        onClick: ({ key }) => void changeLanguage(key as LanguageCode),
      }}
    >
      {/* The name holds the visible text (WCAG 2.5.3, label in name): speech users say what they see. */}
      <Button
        type="text"
        aria-label={compact ? t('layout.language') : t('layout.languageNamed', { language: current.label })}
        data-testid="language-switch"
        icon={<Flag country={current.country} />}
      >
        {compact ? null : current.label}
      </Button>
    </Dropdown>
  );
}
