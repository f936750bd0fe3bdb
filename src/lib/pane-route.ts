// The route a workspace tab's page lives on: the tab's own location and its guarded navigator. Only a tab's pane
// provides it; nothing above the panes does, on purpose (see src/providers/router-provider.ts): a provider whose
// value followed the address bar would make every page in every tab a consumer of each address bar change again.
import { createContext } from 'react';
import type { Location, Navigator } from 'react-router';

export type PaneRoute = { location: Location; navigator: Navigator };

export const PaneRouteContext = createContext<PaneRoute | null>(null);
