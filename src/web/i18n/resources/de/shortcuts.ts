import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Tastenkürzel',
  send: 'Nachricht senden',
  newline: 'Neue Zeile in der Nachricht',
  prompts: 'Am Anfang einer Nachricht: Prompts durchsuchen',
  commands: 'Am Anfang einer Nachricht: einen Befehl verwenden',
  recall: 'Im leeren Eingabefeld: die letzte Nachricht zurückholen',
  switchChat: 'Zum vorherigen oder nächsten Chat wechseln',
  reorder: 'Den fokussierten Chat in der Liste aufnehmen, mit den Pfeiltasten verschieben, mit der Leertaste ablegen',
  close: 'Einen Dialog, ein Menü oder die Vorschläge schließen',
  help: 'Diese Tastenkürzel anzeigen',
  space: 'Leertaste',
};
