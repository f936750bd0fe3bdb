// One i18next instance for the console. Locale files are fetched on demand from public/locales; tests pass
// `resources` instead, read from the same files, so both paths use the same keys.
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, storedLanguage, type LanguageCode } from './languages';

export const i18n = i18next.createInstance();

const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`${import.meta.env.BASE_URL}locales/${language}/${namespace}.json`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then(
        (data: Record<string, unknown>) => callback(null, data),
        () => callback(new Error('Failed to load language'), false),
      );
  },
};

export async function initI18n(options: { resources?: Resource; language?: LanguageCode } = {}) {
  if (i18n.isInitialized) return i18n;
  if (!options.resources) i18n.use(fetchBackend);
  await i18n.use(initReactI18next).init({
    lng: options.language ?? storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: ['common'],
    defaultNS: 'common',
    resources: options.resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  return i18n;
}

export async function changeLanguage(language: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not persisted, but the switch itself still happens
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES.find((l) => l.code === lng)?.code ?? DEFAULT_LANGUAGE) as LanguageCode;
}

/** Translates a server-provided title: an i18n key when the locale files have it, else the text as it is. */
export function translateTitle(title: string, namespace = 'menu'): string {
  return title && i18n.exists(title, { ns: namespace }) ? i18n.t(title, { ns: namespace }) : title;
}

/**
 * Loads locale namespaces, also when asked before initI18n has finished: i18next drops such a request (it has no
 * namespace list yet) and resolves at once, so the entry route's texts, asked for alongside init, never came and
 * the shell suspended on them at its first render (a fallback, then React's 300 ms retry throttle).
 */
export function loadNamespaces(namespaces: string[], instance: I18n = i18n): Promise<void> {
  if (instance.isInitialized) return instance.loadNamespaces(namespaces);
  return new Promise<void>((resolve) => {
    const ready = () => {
      instance.off('initialized', ready);
      resolve();
    };
    instance.on('initialized', ready);
  }).then(() => instance.loadNamespaces(namespaces));
}
