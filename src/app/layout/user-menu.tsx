import { ClearOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Divider, Dropdown, theme, Typography } from 'antd';
import { cloneElement, isValidElement, useState, type CSSProperties, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCache, signOut } from '@/app/layout/console-actions';
import { HeaderTools } from '@/app/layout/header-tools';
import { env } from '@/config/env';
import { useSession } from '@/lib/use-session';

type Props = {
  /** Only the avatar on the button (the header is short of room). */
  compact?: boolean;
  /** The header's clock, currency and (with `viewer`) player viewer, when the header has no room for them. */
  tools?: { viewer: boolean } | null;
};

/**
 * The user popover: who is signed in, clear cache, sign out, and the version line (app version · build id); on a
 * narrow header also the clock, the currency and the player viewer.
 */
export function UserMenu({ compact = false, tools = null }: Props) {
  const { t } = useTranslation(['shell', 'common']);
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const { profile, user } = useSession();
  const nickname = profile?.nickname ?? user?.nickname ?? '';
  const username = profile?.username ?? user?.username ?? '';
  const [open, setOpen] = useState(false);

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: [
          { key: 'clearCache', icon: <ClearOutlined />, label: t('user.clearCache') },
          { key: 'logout', icon: <LogoutOutlined />, label: t('common:layout.signOut') },
        ],
        onClick: ({ key }) => {
          if (key === 'clearCache') clearCache(queryClient);
          else if (key === 'logout') void signOut();
        },
      }}
      popupRender={(menu) => (
        <div
          data-testid="user-popover"
          style={{
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            minWidth: 240,
          }}
        >
          <div style={{ padding: '12px 16px' }}>
            <Typography.Text strong data-testid="user-nickname">
              {nickname}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" data-testid="user-username">
              {username}
            </Typography.Text>
          </div>
          <Divider style={{ margin: 0 }} />
          {tools ? (
            <>
              <HeaderTools viewer={tools.viewer} onPlayerOpened={() => setOpen(false)} />
              <Divider style={{ margin: 0 }} />
            </>
          ) : null}
          {isValidElement(menu)
            ? cloneElement(menu as ReactElement<{ style?: CSSProperties }>, { style: { boxShadow: 'none' } })
            : menu}
          <Divider style={{ margin: 0 }} />
          <Typography.Text
            type="secondary"
            style={{ display: 'block', padding: '8px 16px', fontSize: 12 }}
            data-testid="version-line"
          >
            {t('common:layout.version', { version: env.appVersion, build: env.buildId })}
          </Typography.Text>
        </div>
      )}
    >
      {/* The name holds the visible nickname (WCAG 2.5.3, label in name). */}
      <Button
        type="text"
        data-testid="user-menu"
        aria-label={compact ? t('common:layout.account') : t('common:layout.accountNamed', { name: nickname })}
      >
        <Avatar size="small" icon={<UserOutlined />} />
        {compact ? null : nickname}
      </Button>
    </Dropdown>
  );
}
