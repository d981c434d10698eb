import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigStore } from '../stores/config-store';
import { chooseLanguage, directionOf, isLanguage, type Language } from '../i18n/languages';
import { switchLanguage } from '../i18n/setup';

/** The language in use: the stored choice, else the browser's, else English. */
export function useLanguage(): Language {
  const stored = useConfigStore((s) => s.language);
  return chooseLanguage(stored, navigator.languages);
}

export function useDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? directionOf(i18n.language) : 'ltr';
}

/** Keeps i18next and the page's lang and dir attributes on the chosen language. */
export function useApplyLanguage(): void {
  const language = useLanguage();
  const { i18n } = useTranslation();
  useEffect(() => {
    let live = true;
    // The page switches language and direction together, once the strings are there.
    void switchLanguage(language).then(() => {
      if (!live) return;
      // English when the chosen language could not load.
      const shown = isLanguage(i18n.language) ? i18n.language : language;
      document.documentElement.lang = shown;
      document.documentElement.dir = directionOf(shown);
    });
    return () => {
      live = false;
    };
  }, [language, i18n]);
}
