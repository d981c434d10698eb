import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import type { AllResources } from './resources/all';
import { en } from './resources/en';
import type { LocaleShape } from './locale-shape';

const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

type Bundle = LocaleShape<AllResources>;

/** Every language but English (the reference and the fallback, always bundled) arrives with the
 * first screen that needs it: a visitor downloads their own language, not all of them. A language
 * is its folder under resources/, whose index.ts exports `locale`. */
const MODULES = import.meta.glob<{ locale: Bundle }>(['./resources/*/index.ts', '!./resources/en/index.ts']);

const LOADERS: Partial<Record<Exclude<Language, 'en'>, () => Promise<Bundle>>> = Object.fromEntries(
  Object.entries(MODULES).map(([path, load]) => [path.split('/')[2], () => load().then((module) => module.locale)]),
);

/** The languages that have a folder of strings, English aside (the completeness test checks each). */
export const TRANSLATED_LANGUAGES = Object.keys(LOADERS) as Exclude<Language, 'en'>[];

/** A language's strings as its module has them (the completeness test reads them). */
export function languageBundle(language: Exclude<Language, 'en'>): Promise<Bundle> | undefined {
  return LOADERS[language]?.();
}

const loading = new Map<Language, Promise<void>>();

/** Adds a language's strings to i18next; resolves at once when they are there already. A language
 * that fails to load (the network dropped) shows in English, and a later call tries again. */
export function loadLanguage(language: Language): Promise<void> {
  const loader = language === 'en' ? undefined : LOADERS[language];
  if (!loader) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loader()
      .then((bundle) => {
        for (const [namespace, strings] of Object.entries(bundle) as [string, object][]) i18next.addResourceBundle(language, namespace, strings, true, false);
      })
      .catch((error: unknown) => {
        loading.delete(language);
        console.error(`The ${language} strings could not be loaded; English is shown instead`, error);
      });
    loading.set(language, pending);
  }
  return pending;
}

/** Starts i18next synchronously with English; `language` is switched to once its strings have
 * arrived (see loadLanguage), so nothing waits on the network to draw. */
export function setupI18n(language: Language) {
  // A new start has only English: what an earlier start loaded must be loaded again.
  loading.clear();
  void i18next.use(initReactI18next).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { en },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  if (language !== FALLBACK_LANGUAGE) void loadLanguage(language).then(() => i18next.changeLanguage(language));
  return i18next;
}
