// A page may name its workspace tab more precisely than its menu title (a drilled list: which game, merchant,
// status and days it shows). It hands its tab's pane a function rather than text, so the title is worked out when
// shown, in the language of that moment, also after the page itself has gone (a hidden tab that is not kept alive).
import { createContext, useContext, useEffect } from 'react';

/** The part of the title after the page's own, or null for the page title alone. */
export type TitleSuffix = (() => string) | null;

export const PaneTitleContext = createContext<((suffix: TitleSuffix) => void) | null>(null);

/** Names the calling page's tab (`<page title> · <suffix>`); outside a tab it does nothing. */
export function usePaneTitle(suffix: TitleSuffix): void {
  const setTitle = useContext(PaneTitleContext);
  useEffect(() => setTitle?.(suffix), [setTitle, suffix]);
}
