import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Hľadať v chatoch',
  subtitle_one: '{{count, number}} správa v indexe',
  subtitle_few: '{{count, number}} správy v indexe',
  subtitle_many: '{{count, number}} správy v indexe',
  subtitle_other: '{{count, number}} správ v indexe',
  label: 'Hľadať v správach',
  placeholder: 'Hľadať vo všetkých správach všetkých chatov',
  building: 'Indexujú sa chaty…',
  failed: 'Vyhľadávanie nie je dostupné: index sa nepodarilo vytvoriť.',
  hint: 'Zadajte jedno alebo viac slov: zobrazia sa všetky správy, ktoré ich obsahujú, od najlepšej zhody.',
  results_one: 'Našla sa {{count, number}} správa',
  results_few: 'Našli sa {{count, number}} správy',
  results_many: 'Našlo sa {{count, number}} správy',
  results_other: 'Našlo sa {{count, number}} správ',
  resultsCapped: 'Nájdené správy: {{total, number}}; zobrazuje sa {{count}} najlepších',
  resultsLabel: 'Výsledky hľadania',
  noResult: 'Výrazu „{{query}}“ nezodpovedá žiadna správa.',
  noResultHint: 'Skontrolujte pravopis alebo skúste menej slov či kratšie slová.',
  noData: 'Zatiaľ tu nie je žiadna história chatov. Keď začnete chatovať, budete tu môcť správy vyhľadávať.',
  roles: {
    user: 'Vy',
    assistant: 'Asistent',
    system: 'Systém',
    tool: 'Nástroj',
  },
  error: 'Chyba',
};
