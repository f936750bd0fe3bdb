// Whether the workspace tab a component lives in is the one on screen. A hidden kept-alive page stays mounted
// and only its own box is skipped (content-visibility), so what it renders into document.body, modals above
// all, would stay on top of the tab shown instead: such parts hide themselves while their tab is away.
import { createContext, useContext, type CSSProperties } from 'react';

export const TabShownContext = createContext(true);

export const useTabShown = () => useContext(TabShownContext);

// Not display (rc-dialog sets its own on the wrapper): invisible content takes no clicks and no focus.
const GONE: CSSProperties = { visibility: 'hidden', pointerEvents: 'none' };
const HIDDEN_MODAL = { wrapper: GONE, mask: GONE };

/**
 * antd Modal `styles` that hide an open modal (state and content kept) while its tab is away; undefined when the
 * tab is shown. Merge with the modal's own styles.
 */
export function useModalStylesForTab(): typeof HIDDEN_MODAL | undefined {
  return useTabShown() ? undefined : HIDDEN_MODAL;
}
