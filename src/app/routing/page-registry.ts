// Pages by the menu's `component` key: the page areas' lists (src/resources/pages.ts) plus anything registered at
// run time (tests declare fixture resources this way). A menu item naming a component this build does not have
// renders the "page unavailable" result instead of failing.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { type PageModule } from '@/lib/page-modules';
import { PAGE_MODULES } from '@/resources/pages';

const extra = new Map<string, PageModule>();
const components = new Map<string, LazyExoticComponent<ComponentType>>();

export function registerPage(component: string, module: PageModule) {
  extra.set(component, module);
  components.delete(component);
}

function entryOf(component: string): PageModule | undefined {
  return extra.get(component) ?? PAGE_MODULES[component];
}

export function hasPage(component: string): boolean {
  return entryOf(component) !== undefined;
}

export function pageComponent(component: string): LazyExoticComponent<ComponentType> | null {
  const entry = entryOf(component);
  if (!entry) return null;
  let page = components.get(component);
  if (!page) {
    page = lazy(async () => ({ default: (await entry.load())[entry.exportName] as ComponentType }));
    components.set(component, page);
  }
  return page;
}
