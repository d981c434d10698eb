import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Cerca nelle chat',
  subtitle_one: '{{count, number}} messaggio indicizzato',
  subtitle_many: '{{count, number}} messaggi indicizzati',
  subtitle_other: '{{count, number}} messaggi indicizzati',
  label: 'Cerca messaggi',
  placeholder: 'Cerca in tutti i messaggi di tutte le chat',
  building: 'Indicizzazione delle chat…',
  failed: 'Ricerca non disponibile: impossibile creare l’indice.',
  hint: 'Scrivi una o più parole: vengono elencati i messaggi che le contengono tutte, a partire dai più pertinenti.',
  results_one: '{{count, number}} messaggio trovato',
  results_many: '{{count, number}} messaggi trovati',
  results_other: '{{count, number}} messaggi trovati',
  resultsCapped: '{{total, number}} messaggi trovati; vengono mostrati i {{count}} più pertinenti',
  resultsLabel: 'Risultati della ricerca',
  noResult: 'Nessun messaggio corrisponde a “{{query}}”.',
  noResultHint: 'Controlla l’ortografia o prova con meno parole o parole più brevi.',
  noData: 'Ancora nessuna cronologia delle chat: dopo le prime conversazioni potrai cercare qui i tuoi messaggi.',
  roles: {
    user: 'Tu',
    assistant: 'Assistente',
    system: 'Sistema',
    tool: 'Strumento',
  },
  error: 'Errore',
};
