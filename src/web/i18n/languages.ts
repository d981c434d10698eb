/** The app's 19 interface languages, each named in its
 * own language. Codes are BCP 47, so `html lang`, Intl and the plural rules take them as they are. */
export const ALL_LANGUAGES = {
  en: { name: 'English', dir: 'ltr' },
  'zh-CN': { name: '简体中文', dir: 'ltr' },
  'zh-TW': { name: '繁體中文', dir: 'ltr' },
  pt: { name: 'Português', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ko: { name: '한국어', dir: 'ltr' },
  id: { name: 'Bahasa Indonesia', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  it: { name: 'Italiano', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', dir: 'ltr' },
  ru: { name: 'Русский', dir: 'ltr' },
  cs: { name: 'Čeština', dir: 'ltr' },
  no: { name: 'Norsk', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
  bn: { name: 'বাংলা', dir: 'ltr' },
  sk: { name: 'Slovenčina', dir: 'ltr' },
} as const;
export type Language = keyof typeof ALL_LANGUAGES;
export const FALLBACK_LANGUAGE: Language = 'en';

/** Every language is offered: each has its folder of strings under resources/, which
 * the completeness test holds to every English key (i18n/completeness.test.ts). */
export const OFFERED_LANGUAGES: readonly Language[] = Object.keys(ALL_LANGUAGES) as Language[];

export const LANGUAGES: Partial<Record<Language, (typeof ALL_LANGUAGES)[Language]>> = Object.fromEntries(
  OFFERED_LANGUAGES.map((code) => [code, ALL_LANGUAGES[code]]),
);

export function isLanguage(value: string): value is Language {
  return OFFERED_LANGUAGES.includes(value as Language);
}

/** Codes the popular self-hosted clients store (a NextChat backup says "cn", "tw", "jp"). */
const LEGACY_CODES: Record<string, Language> = { cn: 'zh-CN', tw: 'zh-TW', jp: 'ja' };

/** A browser's tag → our language: the exact code first, then by region or script (zh-HK reads
 * Traditional, nb and nn are Norwegian), then the base language. */
function matchTag(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  const exact = OFFERED_LANGUAGES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const [base = '', ...rest] = lower.split('-');
  if (base === 'zh') {
    const traditional = rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part));
    return traditional ? pick('zh-TW') : pick('zh-CN');
  }
  if (base === 'nb' || base === 'nn') return pick('no');
  if (base === 'in') return pick('id');
  return pick(base);
}

function pick(code: string): Language | undefined {
  return OFFERED_LANGUAGES.find((offered) => offered === code);
}

/** The language shown: the stored language, else the browser region, else the browser language, else English. */
export function chooseLanguage(stored: string | undefined, browserLanguages: readonly string[]): Language {
  const remembered = stored ? (LEGACY_CODES[stored] ?? stored) : undefined;
  if (remembered && isLanguage(remembered)) return remembered;
  for (const tag of browserLanguages) {
    if (!tag.includes('-')) continue;
    const match = matchTag(tag);
    if (match) return match;
  }
  for (const tag of browserLanguages) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return ALL_LANGUAGES[language].dir;
}
