// A page that sizes itself to the workspace (a list whose table scrolls inside, with its header and pager in
// view) asks its tab's pane for the workspace's height. Other pages keep their natural height and the
// workspace scrolls them. Outside a tab nothing is asked and such a page simply grows with its content.
import { createContext, useContext, useLayoutEffect } from 'react';

export const PaneFillContext = createContext<((fill: boolean) => void) | null>(null);

/** While the calling component is mounted, its tab's pane is as tall as the workspace. */
export function useFillPane(): void {
  const setFill = useContext(PaneFillContext);
  useLayoutEffect(() => {
    if (!setFill) return undefined;
    setFill(true);
    return () => setFill(false);
  }, [setFill]);
}
