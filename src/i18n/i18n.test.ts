// Namespaces asked for while i18next is still initialising (main.tsx asks for the entry route's alongside init)
// must still be loaded: i18next itself drops such a request.
import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/i18n/i18n';

function instanceWithBackend() {
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      reads.push(`${language}/${namespace}`);
      setTimeout(() => callback(null, { hello: `${namespace} text` }), 5);
    },
  };
  const instance = i18next.createInstance().use(backend);
  const init = () => instance.init({ lng: 'zh-CN', fallbackLng: 'zh-CN', ns: ['common'], defaultNS: 'common' });
  return { instance, reads, init };
}

describe('loadNamespaces', () => {
  it('i18next alone drops namespaces asked for before init (why the helper exists)', async () => {
    const { instance, reads, init } = instanceWithBackend();
    await instance.loadNamespaces(['shell']);
    await init();
    expect(reads).not.toContain('zh-CN/shell');
    expect(instance.hasLoadedNamespace('shell')).toBe(false);
  });

  it('loads namespaces asked for before init once init is done', async () => {
    const { instance, reads, init } = instanceWithBackend();
    const loaded = loadNamespaces(['shell', 'menu'], instance);
    await init();
    await loaded;
    expect(reads).toEqual(expect.arrayContaining(['zh-CN/shell', 'zh-CN/menu']));
    expect(instance.hasLoadedNamespace('shell')).toBe(true);
    expect(instance.t('hello', { ns: 'menu' })).toBe('menu text');
  });

  it('loads at once on an initialised instance', async () => {
    const { instance, reads, init } = instanceWithBackend();
    await init();
    await loadNamespaces(['player'], instance);
    expect(reads).toContain('zh-CN/player');
  });
});
