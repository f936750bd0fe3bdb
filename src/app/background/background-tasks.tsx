import { useEffect } from 'react';
import { scheduleBrowserId } from '@/app/background/browser-fingerprint';
import { hasNewBuild, loadedEntryScript } from '@/app/background/build-probe';
import { scheduleDevWarmup } from '@/app/background/dev-warmup';
import { pageLoad } from '@/app/background/page-load';
import { startPinger } from '@/app/background/ping';
import { startVersionCheck } from '@/app/background/version-check';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { feedback } from '@/lib/feedback';
import { http } from '@/lib/http-client';
import { consoleTimezone } from '@/lib/client-prefs';

function watchPage({ visible, online }: { visible: () => void; online: () => void }) {
  document.addEventListener('visibilitychange', visible);
  window.addEventListener('online', online);
  return () => {
    document.removeEventListener('visibilitychange', visible);
    window.removeEventListener('online', online);
  };
}

/** The dev warm-up, browser id (1 s after start), the throttled ping, and the new-version check, for as long as the console runs. */
export function BackgroundTasks() {
  useEffect(() => scheduleDevWarmup(), []);

  useEffect(() => {
    let stopPinger = () => {};
    const cancelId = scheduleBrowserId((browserId) => {
      stopPinger = startPinger(() =>
        http.get('/api/common/ping', { browserId, timezone: consoleTimezone().label, lang: currentLanguage() }),
      );
    });
    return () => {
      cancelId();
      stopPinger();
    };
  }, []);

  useEffect(() => {
    // The dev server serves no hashed entry script: there is no build to compare.
    if (import.meta.env.DEV) return;
    const loaded = loadedEntryScript();
    if (!loaded) return;
    return startVersionCheck({
      check: () => hasNewBuild(import.meta.env.BASE_URL, loaded),
      onNewVersion: () => {
        // Texts are read when the prompt shows, in the language of that moment.
        const t = (key: string) => i18n.t(key, { ns: 'shell' });
        feedback().modal.confirm({
          title: t('update.title'),
          content: t('update.content'),
          okText: t('update.ok'),
          cancelText: t('update.later'),
          onOk: () => pageLoad.reload(),
        });
      },
      isVisible: () => document.visibilityState === 'visible',
      isOnline: () => navigator.onLine,
      watch: watchPage,
    });
  }, []);

  return null;
}
