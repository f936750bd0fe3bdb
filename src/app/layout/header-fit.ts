// What the header shows at the width it has. The sider (expanded or collapsed) takes a varying part of the window,
// so the header's own width decides, not the window's. Texts give way first (the language and the user's name keep
// their icons), then the clock, the currency and the player viewer move into the user popover, as they always do on
// a phone, so the viewer never gets squeezed to an unusable box.
import { useEffect, useState, type RefObject } from 'react';

/**
 * Header widths in px, measured in Chromium with the widest texts (the pt-BR language label, a long nickname): from
 * LABELS_FROM everything has room with its text; from COMPACT_FROM everything has room with icons only and the
 * viewer at least 160 px wide; below it the header would overflow.
 */
export const LABELS_FROM = 1040;
export const COMPACT_FROM = 740;

export type HeaderFit = {
  /** The clock, the currency and the viewer live in the user popover. */
  compact: boolean;
  /** The language and user buttons show their text. */
  labels: boolean;
};

export function headerFit(mobile: boolean, width: number | null): HeaderFit {
  if (mobile) return { compact: true, labels: false };
  // Not measured (yet, or no ResizeObserver): the full header, as before the first measurement.
  if (width === null) return { compact: false, labels: true };
  return { compact: width < COMPACT_FROM, labels: width >= LABELS_FROM };
}

export function useHeaderFit(header: RefObject<HTMLElement | null>, mobile: boolean): HeaderFit {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
  return headerFit(mobile, width);
}
