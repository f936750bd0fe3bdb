import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((l) => ({ key: l.code, label: l.label })),
        onClick: ({ key }) => void changeLanguage(key as (typeof LANGUAGES)[number]['code']),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('layout.language')} data-testid="language-switch">
        {compact ? null : current.label}
      </Button>
    </Dropdown>
  );
}
