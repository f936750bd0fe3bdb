import { useQueryClient } from '@tanstack/react-query';
import {
  KBarAnimator, KBarPortal, KBarPositioner, KBarResults, KBarSearch, RefineKbarProvider, useKBar, useMatches,
  useRegisterActions,
} from '@refinedev/kbar';
import { theme } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BET_ORDER_DETAIL_PATH, betOrderDetailPath, clearCache, openPlayer, PLAYER_DETAIL_PERMISSIONS, signOut,
} from '@/app/layout/console-actions';
import { askForId } from '@/app/palette/id-prompt';
import { paletteActions, type PaletteRun } from '@/app/palette/palette-actions';
import { palettePages } from '@/app/palette/palette-pages';
import { setPaletteToggle } from '@/app/palette/palette-store';
import { setThemeSettings, themeSettings } from '@/app/theme/theme-store';
import { HOME_KEY } from '@/app/workspace/tab-model';
import { useWorkspace } from '@/app/workspace/workspace-context';
import { changeLanguage } from '@/i18n/i18n';
import { useAllowedMenu } from '@/lib/menu-context';
import { useAccess } from '@/providers/access-control-provider';

function PaletteActions() {
  const { t, i18n } = useTranslation(['shell', 'menu', 'common']);
  const workspace = useWorkspace();
  const queryClient = useQueryClient();
  const menu = useAllowedMenu();
  const { search } = useKBar((state) => ({ search: state.searchQuery }));
  const canOpenPlayer = useAccess({ permission: [...PLAYER_DETAIL_PERMISSIONS] });
  const canOpenBetOrder = workspace.index.allowed.has(BET_ORDER_DETAIL_PATH);
  const activeKey = workspace.state.activeKey;
  const { open, closeOthers } = workspace;

  const actions = useMemo(() => {
    const run: PaletteRun = {
      openPath: open,
      openPlayer: (id) => void openPlayer(id),
      openBetOrder: (id) => open(betOrderDetailPath(id)),
      askId: (kind) =>
        askForId(t(kind === 'player' ? 'palette.openPlayer' : 'palette.openBetOrder'), (id) =>
          kind === 'player' ? openPlayer(id) : open(betOrderDetailPath(id)),
        ),
      setLanguage: (code) => void changeLanguage(code),
      setTheme: (mode) => setThemeSettings({ mode }),
      toggleCompact: () => setThemeSettings({ compact: !themeSettings().compact }),
      closeOtherTabs: () => closeOthers(activeKey ?? HOME_KEY),
      clearCache: () => clearCache(queryClient),
      signOut: () => void signOut(),
    };
    return paletteActions({ pages: palettePages(menu), canOpenPlayer, canOpenBetOrder, search, t, run });
    // i18n.language: titles are translated while building the actions
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu, canOpenPlayer, canOpenBetOrder, search, t, i18n.language, open, closeOthers, activeKey, queryClient]);

  useRegisterActions(actions, [actions]);
  return null;
}

function PaletteResults() {
  const { token } = theme.useToken();
  const { results } = useMatches();
  return (
    <KBarResults
      items={results}
      maxHeight={420}
      onRender={({ item, active }) =>
        typeof item === 'string' ? (
          <div style={{ padding: '8px 16px 4px', fontSize: 12, color: token.colorTextTertiary }}>{item}</div>
        ) : (
          <div
            data-testid="palette-item"
            data-active={active}
            style={{
              padding: '8px 16px',
              cursor: 'pointer',
              background: active ? token.controlItemBgActive : 'transparent',
              borderInlineStart: `3px solid ${active ? token.colorPrimary : 'transparent'}`,
            }}
          >
            <div style={{ color: token.colorText }}>{item.name}</div>
            {item.subtitle ? <div style={{ fontSize: 12, color: token.colorTextSecondary }}>{item.subtitle}</div> : null}
          </div>
        )
      }
    />
  );
}

function CommandBar() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <KBarPortal>
      <KBarPositioner style={{ zIndex: 1050, background: token.colorBgMask, padding: '12vh 16px 16px' }}>
        <KBarAnimator
          style={{
            width: 'min(640px, 100%)',
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            overflow: 'hidden',
          }}
        >
          <KBarSearch
            defaultPlaceholder={t('palette.placeholder')}
            aria-label={t('palette.placeholder')}
            data-testid="palette-search"
            style={{
              width: '100%',
              boxSizing: 'border-box',
              padding: '14px 16px',
              fontSize: 16,
              border: 'none',
              outline: 'none',
              background: 'transparent',
              color: token.colorText,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          />
          <PaletteResults />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}

/** Hands the launcher the toggle, and opens at once when loaded by a request to open. */
function PaletteControl({ openOnMount }: { openOnMount: boolean }) {
  const { query } = useKBar();
  // A ref, not the effect alone: StrictMode runs the effect twice, and toggling twice would close it again.
  const opened = useRef(false);
  useEffect(() => {
    setPaletteToggle(query.toggle);
    if (openOnMount && !opened.current) {
      opened.current = true;
      query.toggle();
    }
    return () => setPaletteToggle(null);
  }, [query, openOnMount]);
  return null;
}

/** The command palette (Ctrl/Cmd+K): pages the role may open and the console's actions. Loaded by the launcher. */
export function CommandPalette({ openOnMount = false }: { openOnMount?: boolean }) {
  return (
    <RefineKbarProvider>
      <PaletteControl openOnMount={openOnMount} />
      <PaletteActions />
      <CommandBar />
    </RefineKbarProvider>
  );
}
