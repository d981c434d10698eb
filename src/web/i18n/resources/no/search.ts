import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Søk i samtaler',
  subtitle_one: '{{count, number}} melding indeksert',
  subtitle_other: '{{count, number}} meldinger indeksert',
  label: 'Søk i meldinger',
  placeholder: 'Søk i alle meldinger i alle samtaler',
  building: 'Indekserer samtalene dine…',
  failed: 'Søket er ikke tilgjengelig: Indeksen kunne ikke bygges.',
  hint: 'Skriv ett eller flere ord: Alle meldinger som inneholder alle ordene, vises med de beste treffene først.',
  results_one: '{{count, number}} melding funnet',
  results_other: '{{count, number}} meldinger funnet',
  resultsCapped: '{{total, number}} meldinger funnet. De {{count}} beste vises.',
  resultsLabel: 'Søkeresultater',
  noResult: 'Ingen meldinger samsvarer med «{{query}}».',
  noResultHint: 'Sjekk stavemåten, eller prøv færre eller kortere ord.',
  noData: 'Ingen samtalehistorikk ennå: Når du har chattet, kan du søke i meldingene her.',
  roles: {
    user: 'Du',
    assistant: 'Assistent',
    system: 'System',
    tool: 'Verktøy',
  },
  error: 'Feil',
};
