import { useQueryClient } from '@tanstack/react-query';
import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, RefineKbarProvider, useKBar } from '@refinedev/kbar';
import { theme } from 'antd';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowedMenu } from '@/lib/menu-context';
import { clearCache, signOut } from '@/app/layout/console-actions';
import { askForId } from '@/app/palette/id-prompt';
import { paletteActions, type PaletteRun } from '@/app/palette/palette-actions';
import { paletteMatches, type PaletteEntry, type PaletteItem } from '@/app/palette/palette-matches';
import { palettePages } from '@/app/palette/palette-pages';
import { PaletteSearch } from '@/app/palette/palette-search';
import { PALETTE_NAMESPACES, setPaletteToggle } from '@/app/palette/palette-store';
import { setThemeSettings, themeSettings } from '@/app/theme/theme-store';
import { HOME_KEY } from '@/app/workspace/tab-model';
import { useWorkspace } from '@/app/workspace/workspace-context';
import { changeLanguage } from '@/i18n/i18n';
import { canOpenEntity, entityDef, openEntity, registeredEntities } from '@/lib/entities';
import { useSession } from '@/lib/use-session';
import { approvalHref, useApprovalPagePath } from '@/resources/shared/approval/approval-link';
import { useApprovalCount } from '@/resources/shared/approval/use-approval-count';
import { BY_COMMAND } from '@/lib/use-modal-gate';

/**
 * Runs an action that opens a dialog once the palette has closed. As kbar starts closing it gives the focus back to what
 * had it before it opened (its focus handler), in the same commit as a dialog the action opened and focused: when kbar
 * came second, the dialog showed without the focus and Escape reached nothing (a browser journey caught it). React runs
 * the effects of a key's update before the next task, so the dialog now opens after kbar's hand-back.
 */
function afterPaletteCloses(open: () => void) {
  window.setTimeout(open, 0);
}

/** Pages the role may open and the console's actions, for what is typed. */
function usePaletteActions(search: string) {
  const { t, i18n } = useTranslation(PALETTE_NAMESPACES);
  const workspace = useWorkspace();
  const queryClient = useQueryClient();
  const menu = useAllowedMenu();
  const session = useSession();
  const entities = useMemo(
    () => registeredEntities().filter((e) => canOpenEntity(e.name)),
    // the session decides what the role may open
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session],
  );
  const activeKey = workspace.state.activeKey;
  const { open, closeOthers } = workspace;
  const approvalPath = useApprovalPagePath();
  const approvalCount = useApprovalCount();
  const approvals = useMemo(
    () =>
      approvalPath && approvalCount !== undefined
        ? { count: approvalCount, path: approvalHref(approvalPath, { view: 'pending' }) }
        : undefined,
    [approvalPath, approvalCount],
  );

  const pages = useMemo(
    () => palettePages(menu),
    // i18n.language: titles are translated while listing the pages
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menu, i18n.language],
  );
  return useMemo(() => {
    const run: PaletteRun = {
      openPath: open,
      openEntity: (name, id) => afterPaletteCloses(() => void openEntity(name, id, BY_COMMAND)),
      askId: (name) => {
        const entity = entityDef(name);
        if (entity)
          afterPaletteCloses(() =>
            askForId(
              t(entity.labels.withoutId),
              t(entity.labels.invalidId),
              (id) => openEntity(name, id, BY_COMMAND) === 'opened',
            ),
          );
      },
      setLanguage: (code) => void changeLanguage(code),
      setTheme: (mode) => setThemeSettings({ mode }),
      toggleCompact: () => setThemeSettings({ compact: !themeSettings().compact }),
      closeOtherTabs: () => closeOthers(activeKey ?? HOME_KEY),
      clearCache: () => clearCache(queryClient),
      signOut: () => void signOut(),
    };
    return paletteActions({ pages, entities, search, t, run, approvals });
  }, [pages, entities, search, t, open, closeOthers, activeKey, queryClient, approvals]);
}

function PaletteResults({ items }: { items: PaletteItem[] }) {
  const { token } = theme.useToken();
  return (
    <KBarResults
      items={items}
      maxHeight={420}
      onRender={({ item, active }) => {
        // Our own entries (palette-matches): kbar types its render callback with its ActionImpl.
        const entry = item as unknown as PaletteItem;
        return typeof entry === 'string' ? (
          <div style={{ padding: '8px 16px 4px', fontSize: 12, color: token.colorTextTertiary }}>{entry}</div>
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
            <div style={{ color: token.colorText }}>{entry.name}</div>
            {entry.subtitle ? (
              <div style={{ fontSize: 12, color: token.colorTextSecondary }}>{entry.subtitle}</div>
            ) : null}
          </div>
        );
      }}
    />
  );
}

/** What is typed and what it finds; mounted while the palette is open, so each opening starts empty. */
function PaletteBody() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { query, rootActionId } = useKBar((state) => ({ rootActionId: state.currentRootActionId }));
  const [search, setSearch] = useState('');
  const [enterTyped, setEnterTyped] = useState(false);
  const actions = usePaletteActions(search);
  const items = useMemo(() => paletteMatches(actions, rootActionId ?? null, search), [actions, rootActionId, search]);
  const group = actions.find((action) => action.id === rootActionId) ?? null;

  // As KBarResults does on Enter: run the entry and close, or open it as a group.
  const choose = useCallback(
    (entry: PaletteEntry) => {
      if (entry.command) {
        entry.command.perform();
        query.toggle();
      } else {
        query.setCurrentRootAction(entry.id);
      }
    },
    [query],
  );
  // Enter typed before the input was there: the top result for the text typed with it.
  useEffect(() => {
    const top = items.find((item): item is PaletteEntry => typeof item !== 'string');
    if (!enterTyped || !top) return;
    setEnterTyped(false);
    choose(top);
  }, [enterTyped, items, choose]);

  const onTypedEnter = useCallback(() => setEnterTyped(true), []);
  return (
    <>
      <PaletteSearch
        value={search}
        onChange={setSearch}
        onTypedEnter={onTypedEnter}
        placeholder={t('palette.placeholder')}
        group={group}
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
      <PaletteResults items={items} />
    </>
  );
}

function CommandBar() {
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
          {/* Whatever else suspends the palette's first render waits here, not at the console's route boundary. */}
          <Suspense fallback={null}>
            <PaletteBody />
          </Suspense>
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
      <CommandBar />
    </RefineKbarProvider>
  );
}
