import {
  CloseOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
  ColumnWidthOutlined,
} from '@ant-design/icons';
import { Dropdown, Tabs, type MenuProps, type TabsProps } from 'antd';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { closable, HOME_KEY } from '@/app/workspace/tab-model';
import { useTablistOnTabs } from '@/app/workspace/tablist-role';
import { useWorkspace, type Workspace } from '@/app/workspace/workspace-context';

type TabNodeProps = { onMouseDown?: (e: MouseEvent) => void; onAuxClick?: (e: MouseEvent) => void };

function contextMenu(workspace: Workspace, key: string, t: (k: string) => string): MenuProps {
  const can = closable(workspace.state, key);
  return {
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close') },
      { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: t('tabs.closeOthers'), disabled: !can.others },
      { key: 'closeLeft', icon: <VerticalRightOutlined />, label: t('tabs.closeLeft'), disabled: !can.left },
      { key: 'closeRight', icon: <VerticalLeftOutlined />, label: t('tabs.closeRight'), disabled: !can.right },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      if (action === 'refresh') workspace.refresh(key);
      else if (action === 'close') workspace.close(key);
      else if (action === 'closeOthers') workspace.closeOthers(key);
      else if (action === 'closeLeft') workspace.closeLeft(key);
      else if (action === 'closeRight') workspace.closeRight(key);
    },
  };
}

/** Focuses the tab's focusable part (rc-tabs' role=tab element) once its menu has closed. */
function focusTab(key: string) {
  requestAnimationFrame(() => {
    const tab = document.querySelector(`[data-testid=workspace-tabs] [data-node-key="${CSS.escape(key)}"] [role=tab]`);
    const active = document.activeElement;
    // only a focus the menu held or dropped: not one the user has since put elsewhere
    if (tab instanceof HTMLElement && (active === document.body || active?.closest('.ant-dropdown'))) tab.focus();
  });
}

/** Tabs of the visited pages: click to switch, × or a middle click to close, right click for more. */
export function TabBar() {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const { state } = workspace;
  const tabsRef = useTablistOnTabs();

  const items: TabsProps['items'] = state.tabs.map((tab) => ({
    key: tab.key,
    label: <span data-testid="workspace-tab">{workspace.titleOf(tab)}</span>,
    closable: tab.key !== HOME_KEY,
  }));

  const renderTabBar: TabsProps['renderTabBar'] = (props, DefaultTabBar) => (
    <DefaultTabBar {...props}>
      {(tabNode: ReactElement) => {
        const node = tabNode as ReactElement<TabNodeProps>;
        const key = String(node.key);
        return (
          // destroyOnHidden: a tab's menu, once opened, would otherwise stay mounted for the tab's life (~300 fibers).
          // From the keyboard (the context-menu key, Shift+F10) the menu takes the focus, and gives it back to the tab
          // as it closes: its trigger is the tab's box, which cannot hold focus itself.
          <Dropdown
            key={key}
            trigger={['contextMenu']}
            menu={contextMenu(workspace, key, t)}
            destroyOnHidden
            autoFocus
            onOpenChange={(open) => {
              if (!open) focusTab(key);
            }}
          >
            {cloneElement(node, {
              // Middle click closes (as in browsers); mousedown is cancelled so it does not start auto-scroll.
              onMouseDown: (event: MouseEvent) => {
                if (event.button === 1) event.preventDefault();
              },
              onAuxClick: (event: MouseEvent) => {
                if (event.button !== 1) return;
                event.preventDefault();
                workspace.close(key);
              },
            })}
          </Dropdown>
        );
      }}
    </DefaultTabBar>
  );

  return (
    <Tabs
      ref={tabsRef}
      type="editable-card"
      hideAdd
      size="small"
      activeKey={state.activeKey ?? ''}
      items={items}
      // onTabClick, not onChange: a click right after a switch still counts while the router is catching up.
      onTabClick={(key) => workspace.activate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') workspace.close(key);
      }}
      renderTabBar={renderTabBar}
      tabBarStyle={{ margin: 0 }}
      data-testid="workspace-tabs"
      aria-label={t('tabs.label')}
    />
  );
}
