import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Scorciatoie da tastiera',
  send: 'Invia il messaggio',
  newline: 'Vai a capo nel messaggio',
  prompts: 'All’inizio di un messaggio: cerca tra i prompt',
  commands: 'All’inizio di un messaggio: usa un comando',
  recall: 'Con il campo vuoto: recupera il tuo ultimo messaggio',
  switchChat: 'Vai alla chat precedente o successiva',
  reorder: 'Prendi la chat selezionata nell’elenco, spostala con le frecce, rilasciala con Spazio',
  close: 'Chiudi una finestra di dialogo, un menu o i suggerimenti',
  help: 'Mostra queste scorciatoie',
  space: 'Spazio',
};
