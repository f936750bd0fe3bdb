import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanOpenEntity } from '@/lib/entities';
import { ExportButton } from '@/app/export-drawer/export-button';
import { ApprovalCount } from '@/app/layout/approval-count';
import { CurrencyDisplay } from '@/app/layout/currency-display';
import { HeaderClock } from '@/app/layout/header-clock';
import { useHeaderFit } from '@/app/layout/header-fit';
import { LanguageMenu } from '@/app/layout/language-menu';
import { PlayerViewer } from '@/app/layout/player-viewer';
import { UserMenu } from '@/app/layout/user-menu';
import { togglePalette } from '@/app/palette/palette-store';
import { ThemeSettingsButton } from '@/app/theme/theme-settings';

type Props = { mobile: boolean; collapsed: boolean; onToggleMenu: () => void };

export function ConsoleHeader({ mobile, collapsed, onToggleMenu }: Props) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const canViewPlayers = useCanOpenEntity('player');
  const menuIcon = mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;
  const header = useRef<HTMLElement>(null);
  const { compact, labels } = useHeaderFit(header, mobile);

  return (
    <Layout.Header
      ref={header}
      style={{
        background: token.colorBgContainer,
        padding: '0 12px',
        height: 56,
        lineHeight: '56px',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        icon={menuIcon}
        onClick={onToggleMenu}
        aria-label={t('header.toggleMenu')}
        data-testid="menu-toggle"
      />
      {compact ? null : <HeaderClock />}
      <Flex align="center" gap={4} style={{ marginInlineStart: 'auto', minWidth: 0 }}>
        {canViewPlayers && !compact ? <PlayerViewer /> : null}
        <Tooltip title={t('palette.open')}>
          <Button
            type="text"
            icon={<SearchOutlined />}
            onClick={togglePalette}
            aria-label={t('palette.open')}
            data-testid="palette-button"
          />
        </Tooltip>
        <ApprovalCount />
        <ExportButton />
        {compact ? null : <CurrencyDisplay />}
        <ThemeSettingsButton />
        <LanguageMenu compact={!labels} />
        <UserMenu compact={!labels} tools={compact ? { viewer: canViewPlayers } : null} />
      </Flex>
    </Layout.Header>
  );
}
