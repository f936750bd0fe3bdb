import { useMediaQuery } from '@/lib/use-media-query';

/** Spec: below 768 px the side menu becomes a drawer. A max-width query, so a matchMedia that matches nothing
 * (jsdom) reads as desktop. */
const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
