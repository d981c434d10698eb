/** The app's 19 interface languages; their names, each in its own language, are in
 * language-names.ts, which the settings screen loads. Codes are BCP 47, so `html lang`, Intl and the
 * plural rules take them as they are. Every language is offered: each has its folder of strings
 * under resources/, which the completeness test holds to every English key
 * (i18n/completeness.test.ts). */
export const OFFERED_LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'pt', 'ja', 'ko', 'id', 'fr', 'es', 'it', 'tr', 'de', 'vi', 'ru', 'cs', 'no', 'ar', 'bn', 'sk'] as const;
export type Language = (typeof OFFERED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** The languages written from right to left. */
const RIGHT_TO_LEFT: readonly Language[] = ['ar'];

export function isLanguage(value: string): value is Language {
  return (OFFERED_LANGUAGES as readonly string[]).includes(value);
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
  return RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
}
