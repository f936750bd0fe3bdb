// The shared render helper: the whole app (real providers, real i18n, real routes) in a memory router, driving
// the msw mock backend. Optionally signs in first through the real auth provider.
import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { ACCOUNTS } from '@mocks/domain/staff/catalog';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { NavigatorBridge } from '@/app/navigator-bridge';
import { login } from '@/providers/auth-provider';
import { testStyles } from './support/visibility-styles';

export type DemoAccount = 'admin' | 'team' | 'merchant' | 'nobody' | 'disabled';

export function demoAccount(name: DemoAccount) {
  const account = ACCOUNTS.find((a) => a.username === name);
  if (!account) throw new Error(`no demo account ${name}`);
  return account;
}

/** A demo account by name, or any account the test made (addTestAccount of mocks/domain/staff/accounts.ts). */
export type SignInAs = DemoAccount | { username: string; password: string };

export async function signIn(as: SignInAs) {
  const { username, password } = typeof as === 'string' ? demoAccount(as) : as;
  return login({ username, password });
}

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const location = useLocation();
  useEffect(() => onChange(`${location.pathname}${location.search}`), [location, onChange]);
  return null;
}

/**
 * `styles`: 'visibility' (the default) injects only the parts of antd's styles that show or hide (see
 * support/visibility-styles.ts: all of them make jsdom's getComputedStyle slow); 'full' for a test that reads others.
 * 'full' styles live in a style cache of their own, removed after the test (support/visibility-styles.ts).
 */
export async function renderApp(
  options: { route?: string; as?: SignInAs; styles?: 'visibility' | 'full' } = {},
): Promise<RenderResult & { user: UserEvent; location: () => string }> {
  if (options.as) await signIn(options.as);
  let path = '';
  const track = (next: string) => {
    path = next;
  };
  const user = userEvent.setup();
  const view = render(
    <StyleProvider {...testStyles(options.styles)}>
      <AppProviders>
        <MemoryRouter initialEntries={[options.route ?? '/home']}>
          <NavigatorBridge />
          <LocationProbe onChange={track} />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </StyleProvider>,
  );
  return { ...view, user, location: () => path };
}
