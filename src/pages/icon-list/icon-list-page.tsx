import { Card, Empty, Input, theme, Typography } from 'antd';
import { createElement, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { MENU_ICON_NAMES, MENU_ICONS } from '@/lib/menu-icons';

/** Every icon a menu item may name; click one to copy its name. */
export function IconListPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const names = useMemo(() => MENU_ICON_NAMES.filter((name) => name.toLowerCase().includes(deferred)), [deferred]);

  return (
    <Card title={t('iconList.title')}>
      <Typography.Paragraph type="secondary">
        {t('iconList.hint', { count: MENU_ICON_NAMES.length })}
      </Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('iconList.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ maxWidth: 360, marginBottom: 16 }}
        aria-label={t('iconList.search')}
      />
      {names.length === 0 ? (
        <Empty description={t('iconList.none')} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}>
          {names.map((name) => (
            <button
              key={name}
              type="button"
              onClick={() => void copyText(name)}
              title={t('iconList.copy', { name })}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 8,
                padding: '16px 8px',
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: 6,
                background: 'transparent',
                cursor: 'pointer',
              }}
            >
              <span style={{ fontSize: 24 }}>{createElement(MENU_ICONS[name]!)}</span>
              <Typography.Text style={{ fontSize: 12 }}>{name}</Typography.Text>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
