// Pages by the menu's `component` key. Page areas register their pages here; a menu item naming a component
// this build does not have renders the "page unavailable" result instead of failing.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';

export type PageModuleLoader = () => Promise<{ [name: string]: unknown }>;
type PageEntry = { load: PageModuleLoader; exportName: string };

const entries = new Map<string, PageEntry>();
const components = new Map<string, LazyExoticComponent<ComponentType>>();

export function registerPage(component: string, load: PageModuleLoader, exportName: string) {
  entries.set(component, { load, exportName });
  components.delete(component);
}

export function hasPage(component: string): boolean {
  return entries.has(component);
}

export function pageComponent(component: string): LazyExoticComponent<ComponentType> | null {
  const entry = entries.get(component);
  if (!entry) return null;
  let page = components.get(component);
  if (!page) {
    page = lazy(async () => ({ default: (await entry.load())[entry.exportName] as ComponentType }));
    components.set(component, page);
  }
  return page;
}
