import type { ComponentType } from 'react';

/**
 * A page by its menu `component` key (dot form, e.g. `game.betOrder`): how to load its module and which named
 * export is the page. Page areas list theirs in src/resources/<area>/pages.ts.
 */
export type PageModule = {
  load: () => Promise<Record<string, unknown>>;
  exportName: string;
  /** Locale namespaces loaded with the code; default `<area>`, `kit` and `menu`. */
  namespaces?: string[];
};
export type PageModules = Record<string, PageModule>;

export function pageModule<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  namespaces?: string[],
): PageModule {
  return { load: load as () => Promise<Record<string, unknown>>, exportName, ...(namespaces ? { namespaces } : {}) };
}

export type PageComponent = ComponentType;
