// Everything the command palette lists, built from what the role may open (nothing else reaches it).
import { LANGUAGES, type LanguageCode } from '@/i18n/languages';
import type { ThemeMode } from '@/app/theme/theme-store';

export type PalettePage = { path: string; title: string; trail: string[] };

/**
 * An entry of the palette: kbar's Action fields the palette uses. Built in the render of what is typed and matched
 * there (palette-matches), not registered in kbar's store, which publishes changes a render late.
 */
export type PaletteAction = {
  id: string;
  name: string;
  subtitle?: string;
  keywords?: string;
  section?: { name: string; priority: number };
  /** A group's child: listed once the group is opened, or when a search finds it. */
  parent?: string;
  priority?: number;
  /** Without one the entry is a group: choosing it lists its children. */
  perform?: () => void;
};

export type PaletteRun = {
  openPath: (path: string) => void;
  /** Opens an entity by id (src/lib/entities.ts). */
  openEntity: (name: string, id: string) => void;
  /** Asks for the id first, then opens the entity. */
  askId: (name: string) => void;
  setLanguage: (code: LanguageCode) => void;
  setTheme: (mode: ThemeMode) => void;
  toggleCompact: () => void;
  closeOtherTabs: () => void;
  clearCache: () => void;
  signOut: () => void;
};

/** An entity the role may open by id: its name, what its ids can be and look like, and the locale keys of its actions. */
export type PaletteEntity = {
  name: string;
  pattern: RegExp;
  shape?: RegExp;
  labels: { withId: string; withoutId: string };
};

// Above any match score (command-score's are at most 1): a typed id lists first the entity whose shape it has, then
// those that could have it (src/lib/entities.ts).
const SHAPE_RANK = 4;
const PATTERN_RANK = 2;

export type PaletteInput = {
  pages: PalettePage[];
  entities: PaletteEntity[];
  /** What is typed: a number turns the "open by id" actions into direct ones. */
  search: string;
  t: (key: string, options?: Record<string, unknown>) => string;
  run: PaletteRun;
  /** Requests waiting for this user's decision, and the approvals page's pending view (a checker's role only). */
  approvals?: { count: number; path: string };
};

const ID_IN_QUERY = /(\d{1,20})/;

export function paletteActions({ pages, entities, search, t, run, approvals }: PaletteInput): PaletteAction[] {
  const pageSection = { name: t('palette.pages'), priority: 1 };
  const actionSection = { name: t('palette.actions'), priority: 0 };
  const typedId = ID_IN_QUERY.exec(search)?.[1];
  const actions: PaletteAction[] = pages.map((page) => ({
    id: `page:${page.path}`,
    name: page.title,
    // A page outside any group (home, icon list) has no path to show beyond its own name.
    subtitle: page.trail.length > 1 ? page.trail.join(' / ') : undefined,
    keywords: `${page.path} ${page.trail.join(' ')}`,
    section: pageSection,
    perform: () => run.openPath(page.path),
  }));

  for (const entity of entities) {
    // A typed number turns the entity's action into a direct one, when it can be that entity's id.
    const id = typedId && entity.pattern.test(typedId) ? typedId : undefined;
    actions.push({
      id: `open-${entity.name}`,
      name: id ? t(entity.labels.withId, { id }) : t(entity.labels.withoutId),
      keywords: `${entity.name} id`,
      section: actionSection,
      priority: id ? (entity.shape?.test(id) ? SHAPE_RANK : PATTERN_RANK) : undefined,
      perform: () => (id ? run.openEntity(entity.name, id) : run.askId(entity.name)),
    });
  }

  if (approvals)
    actions.push({
      id: 'approvals-waiting',
      name: t('approvals.waiting', { count: approvals.count }),
      keywords: 'approval approvals pending review 审批',
      section: actionSection,
      perform: () => run.openPath(approvals.path),
    });

  actions.push(
    { id: 'language', name: t('palette.switchLanguage'), keywords: 'language lang', section: actionSection },
    ...LANGUAGES.map((l) => ({
      id: `language:${l.code}`,
      name: l.label,
      parent: 'language',
      perform: () => run.setLanguage(l.code),
    })),
    { id: 'theme', name: t('palette.switchTheme'), keywords: 'theme dark light', section: actionSection },
    { id: 'theme:light', name: t('theme.light'), parent: 'theme', perform: () => run.setTheme('light') },
    { id: 'theme:dark', name: t('theme.dark'), parent: 'theme', perform: () => run.setTheme('dark') },
    { id: 'theme:compact', name: t('theme.compactToggle'), parent: 'theme', perform: () => run.toggleCompact() },
    {
      id: 'close-others',
      name: t('palette.closeOthers'),
      keywords: 'tabs',
      section: actionSection,
      perform: () => run.closeOtherTabs(),
    },
    {
      id: 'clear-cache',
      name: t('user.clearCache'),
      keywords: 'cache',
      section: actionSection,
      perform: () => run.clearCache(),
    },
    {
      id: 'sign-out',
      name: t('palette.signOut'),
      keywords: 'logout sign out',
      section: actionSection,
      perform: () => run.signOut(),
    },
  );
  return actions;
}
