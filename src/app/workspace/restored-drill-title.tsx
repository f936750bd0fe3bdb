// A drilled list's tab names what it was opened for (drill-title.tsx), but only once its page renders, and a tab
// restored after a reload renders its page when first shown: until then the strip showed the drill's codes
// ("游戏报表 · 1011 USD day"). Only the tabs' paths are stored, and the path holds the drill's identity; so the
// shell loads the page's declaration (its code, split out, which showing the tab loads anyway), waits for the look-up
// lists (a game's and a merchant's names), and names the tab with the page's own filters, as the page itself does.
import { useEffect, useState } from 'react';
import { pageComponent } from '@/app/routing/page-registry';
import { useTabHost } from '@/app/workspace/workspace-context';
import { drillTitle } from '@/components/resource-kit/detail/drill-title';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { FilterDecl, ResourceDefinition } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';
import { useLookups } from '@/lib/lookups';

type Props = { uid: number; component: string; identity: string };

/** Names one restored drill tab, then is left out (the tab is named); the page renders the same title when shown. */
export function RestoredDrillTitle({ uid, component, identity }: Props) {
  const { nameTab } = useTabHost();
  const [definition, setDefinition] = useState<ResourceDefinition | null>(null);
  useEffect(() => {
    let live = true;
    pageComponent(component)
      ?.preload()
      .then(
        (page) => {
          const declared = (page as { definition?: ResourceDefinition }).definition;
          if (live && declared?.filters) setDefinition(declared);
        },
        // the page's code did not load: its tab keeps the codes, and showing it says why
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [component]);
  const lookups = useLookups();
  useEffect(() => {
    if (!definition || !lookups) return;
    // the language of the moment the title is shown, as the page's own
    const text = resourceText(definition, (key, options) => i18n.t(key, options));
    const filters = definition.filters as readonly FilterDecl[];
    nameTab(uid, () => drillTitle(filters, text, identity));
  }, [definition, lookups, nameTab, uid, identity]);
  return null;
}
