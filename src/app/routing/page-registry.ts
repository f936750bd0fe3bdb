// Pages by the menu's `component` key: the page areas' lists (src/resources/pages.ts) plus anything registered at
// run time (tests declare fixture resources this way). A menu item naming a component this build does not have
// renders the "page unavailable" result instead of failing.
import { lazyPage } from '@/app/routing/lazy-page';
import type { PreloadableComponent } from '@/lib/lazy-named';
import { type PageModule } from '@/lib/page-modules';
import { PAGE_MODULES } from '@/resources/pages';

const extra = new Map<string, PageModule>();
const components = new Map<string, PreloadableComponent>();

/** Registers a page; the returned function puts back what was there before (a test's fixture over a real page). */
export function registerPage(component: string, module: PageModule): () => void {
  const before = extra.get(component);
  extra.set(component, module);
  components.delete(component);
  return () => {
    if (before) extra.set(component, before);
    else extra.delete(component);
    components.delete(component);
  };
}

function entryOf(component: string): PageModule | undefined {
  return extra.get(component) ?? PAGE_MODULES[component];
}

/** Every component key this build can render (for telling 403 from 404 by URL). */
export function registeredPages(): string[] {
  return [...new Set([...Object.keys(PAGE_MODULES), ...extra.keys()])];
}

export function hasPage(component: string): boolean {
  return entryOf(component) !== undefined;
}

export function pageComponent(component: string): PreloadableComponent | null {
  const entry = entryOf(component);
  if (!entry) return null;
  let page = components.get(component);
  if (!page) {
    // the page's texts load with its code: `<area>` (the key's first part), the shared labels, the kit's and the menu's
    const namespaces = entry.namespaces ?? [component.split('.')[0] ?? component, 'shared', 'kit', 'menu'];
    page = lazyPage(entry.load, entry.exportName, { namespaces });
    components.set(component, page);
  }
  return page;
}
