import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import { FIRST_SCREEN_NAMESPACES, tableFileOf, type Namespace } from './namespaces';
import { formatNumber } from './locale-format';

import type { Table } from './later-tables';

/** A language is three tables of namespaces in its folder (namespaces.ts says which holds what),
 * each loaded in one piece when the first of its namespaces is wanted. A visitor downloads their
 * own language only; English is a language like the others. The way to the other tables is itself
 * loaded with the first of them, so that the first screen carries only its own table's. */
const FIRST_SCREEN = import.meta.glob<Table>('./resources/*/index.ts');
const laterTables = () => import('./later-tables').then((module) => module.LATER_TABLES);

async function readNamespace(language: string, namespace: Namespace): Promise<object> {
  const file = tableFileOf(namespace);
  const tables = file === 'index' ? FIRST_SCREEN : await laterTables();
  const table = (await tables[`./resources/${language}/${file}.ts`]?.())?.locale;
  const strings = table?.[namespace];
  if (!table || !strings) throw new Error(`No ${namespace} strings in ${language}`);
  // The table came in one piece, so its other namespaces are ready too: a part of a screen that
  // uses the words screens share (`common`), or a row's, never waits for a table already here. A
  // language switch reads the namespaces asked for so far, and each brings its table's again.
  for (const [name, other] of Object.entries(table)) {
    if (name !== namespace && !i18next.hasResourceBundle(language, name)) i18next.addResourceBundle(language, name, other);
  }
  return strings;
}

function start(language: Language): Promise<unknown> {
  const ready = i18next
    .use(initReactI18next)
    .use(resourcesToBackend(readNamespace))
    .init({
      lng: language,
      // Every language has every key (completeness.test.ts), so none needs English beside it.
      fallbackLng: false,
      // A copy: i18next adds each namespace it loads later to this list.
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: 'shell',
      interpolation: { escapeValue: false },
      returnNull: false,
      // The first screen is drawn once its strings are there (app/Root.tsx). A screen or dialog
      // beyond it suspends, inside the Suspense boundary its lazy code already has, until its
      // namespace arrives (react-i18next loads it through the backend above).
      react: { useSuspense: true },
    });
  // The formatter exists once init has been called; the strings may still be on their way.
  i18next.services.formatter?.add('number', (value: unknown, lng: string | undefined) => formatNumber(lng ?? language, value));
  return ready;
}

let started: Promise<unknown> | undefined;

/** Starts i18next in `language`, or switches to it when it has started already (a test choosing
 * another language). Resolves once the first screen's strings are there. */
export function setupI18n(language: Language): Promise<void> {
  // i18next is one instance per page (per worker in unit tests); a second init would drop every
  // string it has loaded.
  started ??= i18next.isInitialized ? Promise.resolve() : start(language);
  return started.then(() => switchLanguage(language));
}

/** Switches the interface to `language` once its strings (the first screen's and those of every
 * screen opened so far) have arrived. A language that cannot load (the network dropped) shows in
 * English, and a later switch tries it again. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'shell')) await i18next.reloadResources([language]);
  if (!i18next.hasResourceBundle(language, 'shell') && language !== FALLBACK_LANGUAGE) {
    console.error(`The ${language} strings could not be loaded; English is shown instead`);
    return switchLanguage(FALLBACK_LANGUAGE);
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/** Loads a namespace (or several) in the language in use, for code outside React (a toast, a plugin error). */
export function loadNamespace(namespace: Namespace | readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces(namespace as Namespace | Namespace[]);
}

/** A lazy module together with the strings it shows, fetched side by side so that neither waits
 * for the other (the module's first render would otherwise suspend and only then ask for them). */
export function withStrings<M>(module: Promise<M>, namespace: Namespace | readonly Namespace[]): Promise<M> {
  return Promise.all([module, loadNamespace(namespace)]).then(([loaded]) => loaded);
}
