import type { Language } from './languages';

/** Each interface language named in its own language, as the language picker lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  pt: 'Português',
  ja: '日本語',
  ko: '한국어',
  id: 'Bahasa Indonesia',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  tr: 'Türkçe',
  de: 'Deutsch',
  vi: 'Tiếng Việt',
  ru: 'Русский',
  cs: 'Čeština',
  no: 'Norsk',
  ar: 'العربية',
  bn: 'বাংলা',
  sk: 'Slovenčina',
};
