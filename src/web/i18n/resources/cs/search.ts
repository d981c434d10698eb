import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Hledat v chatech',
  subtitle_one: '{{count, number}} zpráva v indexu',
  subtitle_few: '{{count, number}} zprávy v indexu',
  subtitle_many: '{{count, number}} zprávy v indexu',
  subtitle_other: '{{count, number}} zpráv v indexu',
  label: 'Hledat ve zprávách',
  placeholder: 'Hledat ve všech zprávách všech chatů',
  building: 'Indexování chatů…',
  failed: 'Hledání není k dispozici: index se nepodařilo sestavit.',
  hint: 'Zadejte jedno nebo více slov: zobrazí se všechny zprávy, které je obsahují, od nejlepší shody.',
  results_one: 'Nalezena {{count, number}} zpráva',
  results_few: 'Nalezeny {{count, number}} zprávy',
  results_many: 'Nalezeno {{count, number}} zprávy',
  results_other: 'Nalezeno {{count, number}} zpráv',
  resultsCapped: 'Nalezené zprávy: {{total, number}}; zobrazuje se {{count}} nejlepších',
  resultsLabel: 'Výsledky hledání',
  noResult: 'Výrazu „{{query}}“ neodpovídá žádná zpráva.',
  noResultHint: 'Zkontrolujte pravopis nebo zkuste méně slov či kratší slova.',
  noData: 'Zatím tu není žádná historie chatů. Až začnete chatovat, budete zde moci zprávy vyhledávat.',
  roles: {
    user: 'Vy',
    assistant: 'Asistent',
    system: 'Systém',
    tool: 'Nástroj',
  },
  error: 'Chyba',
};
