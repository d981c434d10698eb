export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr' },
  'zh-CN': { name: '简体中文', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
} as const;
export type Language = keyof typeof LANGUAGES;
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: string): value is Language {
  return Object.hasOwn(LANGUAGES, value);
}

/** Base language → the variant we offer for it (a browser saying "zh" gets Simplified Chinese). */
const BY_BASE: Record<string, Language> = { en: 'en', zh: 'zh-CN', ar: 'ar' };

/** The spec's rule: the stored language, else the browser region, else the browser language, else English. */
export function chooseLanguage(stored: string | undefined, browserLanguages: readonly string[]): Language {
  if (stored && isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const exact = Object.keys(LANGUAGES).find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact as Language;
  }
  for (const tag of browserLanguages) {
    const base = tag.split('-')[0]?.toLowerCase() ?? '';
    const match = BY_BASE[base];
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return LANGUAGES[language].dir;
}
