import { createContext, useContext } from 'react';
import type { MenuNode } from '@/lib/menu-tree';

/** The menu the role may see (already filtered), for the side menu, tabs and palette. */
export const MenuContext = createContext<MenuNode[]>([]);

export function useAllowedMenu(): MenuNode[] {
  return useContext(MenuContext);
}
