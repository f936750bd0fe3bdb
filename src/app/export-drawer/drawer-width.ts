import { useEffect, useState } from 'react';

export const NARROW_DRAWER_WIDTH = 350;

/** Spec: 350 px at screen widths up to 768, 450 px up to 1200, 550 px above. */
export function drawerWidth(screenWidth: number): number {
  if (screenWidth <= 768) return NARROW_DRAWER_WIDTH;
  if (screenWidth <= 1200) return 450;
  return 550;
}

export function useDrawerWidth(): number {
  const [width, setWidth] = useState(() => drawerWidth(window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(drawerWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
