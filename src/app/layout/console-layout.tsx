import { Layout, theme, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { LanguageSwitch } from '@/components/language-switch';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

const COLLAPSED_KEY = 'siderCollapsed';

export function ConsoleLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const toggle = (next: boolean) => {
    setCollapsed(next);
    localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={toggle}
        width={220}
        theme="light"
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Link to="/home" style={{ display: 'block', padding: '16px 20px', whiteSpace: 'nowrap', overflow: 'hidden' }}>
          <Typography.Text strong style={{ color: token.colorPrimary, fontSize: 16 }}>
            {collapsed ? t('app.shortTitle') : t('app.title')}
          </Typography.Text>
        </Link>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            padding: '0 16px',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 8,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <LanguageSwitch />
          <UserMenu />
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
