// The words of the installed app's manifest (its description and its shortcuts' names) in every
// language, for the build to write one manifest per language (pwa.config.ts); the page links its
// language's (services/pwa/service-worker.ts).
import type { Language } from './languages';
import { shell as shellen } from './resources/en/shell';
import { search as searchen } from './resources/en/search';
import { shell as shellzhCN } from './resources/zh-CN/shell';
import { search as searchzhCN } from './resources/zh-CN/search';
import { shell as shellzhTW } from './resources/zh-TW/shell';
import { search as searchzhTW } from './resources/zh-TW/search';
import { shell as shellpt } from './resources/pt/shell';
import { search as searchpt } from './resources/pt/search';
import { shell as shellja } from './resources/ja/shell';
import { search as searchja } from './resources/ja/search';
import { shell as shellko } from './resources/ko/shell';
import { search as searchko } from './resources/ko/search';
import { shell as shellid } from './resources/id/shell';
import { search as searchid } from './resources/id/search';
import { shell as shellfr } from './resources/fr/shell';
import { search as searchfr } from './resources/fr/search';
import { shell as shelles } from './resources/es/shell';
import { search as searches } from './resources/es/search';
import { shell as shellit } from './resources/it/shell';
import { search as searchit } from './resources/it/search';
import { shell as shelltr } from './resources/tr/shell';
import { search as searchtr } from './resources/tr/search';
import { shell as shellde } from './resources/de/shell';
import { search as searchde } from './resources/de/search';
import { shell as shellvi } from './resources/vi/shell';
import { search as searchvi } from './resources/vi/search';
import { shell as shellru } from './resources/ru/shell';
import { search as searchru } from './resources/ru/search';
import { shell as shellcs } from './resources/cs/shell';
import { search as searchcs } from './resources/cs/search';
import { shell as shellno } from './resources/no/shell';
import { search as searchno } from './resources/no/search';
import { shell as shellar } from './resources/ar/shell';
import { search as searchar } from './resources/ar/search';
import { shell as shellbn } from './resources/bn/shell';
import { search as searchbn } from './resources/bn/search';
import { shell as shellsk } from './resources/sk/shell';
import { search as searchsk } from './resources/sk/search';

interface ManifestWords {
  description: string;
  newChat: string;
  search: string;
}

const words = (shell: { sidebar: { subtitle: string; newChat: string } }, search: { title: string }): ManifestWords => ({
  description: shell.sidebar.subtitle,
  newChat: shell.sidebar.newChat,
  search: search.title,
});

export const MANIFEST_WORDS: Record<Language, ManifestWords> = {
  en: words(shellen, searchen),
  'zh-CN': words(shellzhCN, searchzhCN),
  'zh-TW': words(shellzhTW, searchzhTW),
  pt: words(shellpt, searchpt),
  ja: words(shellja, searchja),
  ko: words(shellko, searchko),
  id: words(shellid, searchid),
  fr: words(shellfr, searchfr),
  es: words(shelles, searches),
  it: words(shellit, searchit),
  tr: words(shelltr, searchtr),
  de: words(shellde, searchde),
  vi: words(shellvi, searchvi),
  ru: words(shellru, searchru),
  cs: words(shellcs, searchcs),
  no: words(shellno, searchno),
  ar: words(shellar, searchar),
  bn: words(shellbn, searchbn),
  sk: words(shellsk, searchsk),
};
