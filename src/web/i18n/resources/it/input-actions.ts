import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Conoscenza',
    actionOn: 'Conoscenza ({{count}})',
  },
  compare: {
    action: 'Chiedi a più modelli',
    typeFirst: 'Scrivi prima una domanda, poi chiedi a più modelli',
  },
  webSearch: {
    toggle: {
      on: 'Ricerca web: attiva',
      off: 'Ricerca web: disattiva',
      notSetUp: 'La ricerca web non è configurata: scegli un servizio di ricerca nelle Impostazioni',
    },
    by: {
      label: 'Ricerca propria del modello',
      app: 'Cerca l’app',
      model: '{{model}} cerca da solo',
      onlyModel: 'Nessun servizio di ricerca configurato: {{model}} cerca da solo',
    },
  },
  dictate: {
    dictate: 'Detta',
    listening: 'In ascolto…',
    transcribing: 'Sto trascrivendo ciò che hai detto…',
    level: 'Livello del microfono',
  },
};
