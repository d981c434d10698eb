import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Chats durchsuchen',
  subtitle_one: '{{count, number}} Nachricht indexiert',
  subtitle_other: '{{count, number}} Nachrichten indexiert',
  label: 'Nachrichten durchsuchen',
  placeholder: 'Alle Nachrichten aller Chats durchsuchen',
  building: 'Deine Chats werden indexiert…',
  failed: 'Die Suche ist nicht verfügbar: Der Index konnte nicht erstellt werden.',
  hint: 'Gib ein oder mehrere Wörter ein: Jede Nachricht, die alle davon enthält, wird aufgelistet – die besten Treffer zuerst.',
  results_one: '{{count, number}} Nachricht gefunden',
  results_other: '{{count, number}} Nachrichten gefunden',
  resultsCapped: '{{total, number}} Nachrichten gefunden, die besten {{count}} werden angezeigt',
  resultsLabel: 'Suchergebnisse',
  noResult: 'Keine Nachricht enthält „{{query}}“.',
  noResultHint: 'Prüfe die Schreibweise oder versuche es mit weniger oder kürzeren Wörtern.',
  noData: 'Noch kein Chatverlauf: Sobald du gechattet hast, kannst du deine Nachrichten hier durchsuchen.',
  roles: {
    user: 'Du',
    assistant: 'Assistent',
    system: 'System',
    tool: 'Tool',
  },
  error: 'Fehler',
};
