import { Drawer, Layout, theme, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackgroundTasks } from '@/app/background/background-tasks';
import { ConsoleHeader } from '@/app/layout/console-header';
import { SideMenu } from '@/app/layout/side-menu';
import { useIsMobile } from '@/app/layout/use-is-mobile';
import { PaletteLauncher } from '@/app/palette/palette-launcher';
import { useThemeSettings } from '@/app/theme/theme-store';
import { TabBar } from '@/app/workspace/tab-bar';
import { WorkspaceProvider } from '@/app/workspace/workspace-provider';
import { WorkspaceView } from '@/app/workspace/workspace-view';
import type { MenuNode } from '@/lib/menu-tree';
import { HOME_PATH } from '@/lib/navigation';
import { MAIN_ID, SkipLink } from '@/app/layout/skip-link';
import '@/app/layout/focus-ring.css';
import '@/app/layout/tab-position.css';

const COLLAPSED_KEY = 'siderCollapsed';
const SIDER_WIDTH = 240;

function Brand({ short }: { short: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    // Two lines rather than a cut title: "Console da Plataforma de Slots" is longer than the sider is wide.
    <Link to={HOME_PATH} style={{ display: 'flex', alignItems: 'center', minHeight: 56, padding: '6px 20px' }}>
      <Typography.Text
        strong
        style={{ color: token.colorPrimaryText, fontSize: 16, lineHeight: 1.3 }}
        data-testid="sider-title"
      >
        {short ? t('app.shortTitle') : t('app.title')}
      </Typography.Text>
    </Link>
  );
}

/**
 * The shell: side menu (a drawer below 768 px), header, tab bar, and the tab workspace. The workspace is the
 * one scroll container, so the menu, the header and the tabs stay in view.
 */
export function ConsoleLayout({ menu }: { menu: MenuNode[] }) {
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  const dark = useThemeSettings().mode === 'dark';
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const toggle = () => {
    if (mobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setCollapsed(!collapsed);
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
  };
  const siderTheme = dark ? 'dark' : 'light';

  return (
    <WorkspaceProvider menu={menu}>
      <SkipLink />
      <PaletteLauncher />
      <BackgroundTasks />
      <Layout style={{ height: '100vh', overflow: 'hidden' }}>
        {mobile ? (
          <Drawer
            open={drawerOpen}
            onClose={closeDrawer}
            placement="left"
            width={SIDER_WIDTH + 40}
            styles={{ body: { padding: 0 } }}
            title={null}
            closable={false}
            data-testid="menu-drawer"
          >
            <Brand short={false} />
            <SideMenu collapsed={false} onNavigate={closeDrawer} />
          </Drawer>
        ) : (
          <Layout.Sider
            collapsed={collapsed}
            width={SIDER_WIDTH}
            theme={siderTheme}
            style={{
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
              background: token.colorBgContainer,
              overflowY: 'auto',
            }}
          >
            <Brand short={collapsed} />
            <SideMenu collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout style={{ minWidth: 0 }}>
          <ConsoleHeader mobile={mobile} collapsed={collapsed} onToggleMenu={toggle} />
          <div
            style={{
              background: token.colorBgContainer,
              padding: '6px 8px 0',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <TabBar />
          </div>
          <WorkspaceView id={MAIN_ID} style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: mobile ? 8 : 16 }} />
        </Layout>
      </Layout>
    </WorkspaceProvider>
  );
}
