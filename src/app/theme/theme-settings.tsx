import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Segmented, Switch, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLORS, setThemeSettings, useThemeSettings, type ThemeMode } from '@/app/theme/theme-store';

function ThemePanel() {
  const { t } = useTranslation('shell');
  const settings = useThemeSettings();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={12} style={{ width: 240 }} data-testid="theme-panel">
      <Flex justify="space-between" align="center">
        <Typography.Text>{t('theme.mode')}</Typography.Text>
        <Segmented<ThemeMode>
          size="small"
          value={settings.mode}
          onChange={(mode) => setThemeSettings({ mode })}
          options={[
            { value: 'light', label: t('theme.light') },
            { value: 'dark', label: t('theme.dark') },
          ]}
        />
      </Flex>
      <div>
        <Typography.Text>{t('theme.primary')}</Typography.Text>
        <Flex wrap gap={8} style={{ marginTop: 8 }} role="radiogroup" aria-label={t('theme.primary')}>
          {PRIMARY_COLORS.map((color) => {
            const selected = settings.primary === color;
            return (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={color}
                title={color}
                onClick={() => setThemeSettings({ primary: color })}
                style={{
                  width: 24,
                  height: 24,
                  borderRadius: 4,
                  border: 'none',
                  cursor: 'pointer',
                  background: color,
                  color: token.colorTextLightSolid,
                  display: 'grid',
                  placeItems: 'center',
                  padding: 0,
                }}
              >
                {selected ? <CheckOutlined style={{ fontSize: 12 }} /> : null}
              </button>
            );
          })}
        </Flex>
      </div>
      <Flex justify="space-between" align="center">
        <Typography.Text>{t('theme.compact')}</Typography.Text>
        <Switch
          size="small"
          checked={settings.compact}
          onChange={(compact) => setThemeSettings({ compact })}
          aria-label={t('theme.compact')}
        />
      </Flex>
    </Flex>
  );
}

/** Theme settings (light/dark, primary colour, compact), kept per browser and applied through antd tokens. */
export function ThemeSettingsButton() {
  const { t } = useTranslation('shell');
  return (
    <Popover trigger="click" placement="bottomRight" title={t('theme.title')} content={<ThemePanel />}>
      <Button type="text" icon={<BgColorsOutlined />} aria-label={t('theme.title')} data-testid="theme-settings" />
    </Popover>
  );
}
