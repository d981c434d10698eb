import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import { ar } from './resources/ar';
import { en } from './resources/en';
import { zhCN } from './resources/zh-CN';

export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

/** Starts i18next synchronously with every resource bundled: the strings are small, and a
 * language switch must not wait for the network. */
export function setupI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { en, 'zh-CN': zhCN, ar },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18next;
}
