// A visit that starts on a page: under the dev server (import.meta.env.DEV, as in Vitest) the page's code is asked
// for with the console's, not once the menu has answered (a build's boot script preloads its chunks instead).
import { afterEach, expect, it, vi } from 'vitest';
import { preloadEntryRoute } from '@/app/app-routes';
import { registerPage } from '@/app/routing/page-registry';

const restore: Array<() => void> = [];
afterEach(() => restore.splice(0).forEach((undo) => undo()));

function fixturePage() {
  const load = vi.fn(async () => ({ FixturePage: () => null }));
  return { load, module: { load, exportName: 'FixturePage', namespaces: [] } };
}

it("loads the code of the page a signed-in visit starts on, at the page's conventional path only", async () => {
  const opened = fixturePage();
  const other = fixturePage();
  restore.push(registerPage('zzfixture.opened', opened.module), registerPage('zzfixture.other', other.module));

  await preloadEntryRoute('/zzfixture/opened', true);
  await vi.waitFor(() => expect(opened.load).toHaveBeenCalledTimes(1));
  expect(other.load).not.toHaveBeenCalled();
});

it('loads no page for a visit that is not signed in', async () => {
  const opened = fixturePage();
  restore.push(registerPage('zzfixture.opened', opened.module));
  await preloadEntryRoute('/zzfixture/opened', false);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(opened.load).not.toHaveBeenCalled();
});
