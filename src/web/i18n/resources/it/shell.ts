import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Caricamento…',
  defaultTopic: 'Nuova chat',
  sidebar: {
    label: 'Barra laterale',
    subtitle: 'Chatta con tutti i modelli che usi, in un unico posto.',
    chats: 'Chat',
    newChat: 'Nuova chat',
    masks: 'Maschere',
    settings: 'Impostazioni',
    sync: { running: 'Sincronizzazione…', success: 'Sincronizzato alle {{time}}', failed: 'Sincronizzazione non riuscita: vedi Impostazioni → Sincronizzazione' },
    discovery: 'Scopri',
    resize: 'Ridimensiona barra laterale',
    noChats: 'Ancora nessuna chat',
    messageCount_one: '{{count, number}} messaggio',
    messageCount_many: '{{count, number}} messaggi',
    messageCount_other: '{{count, number}} messaggi',
  },
  nav: {
    back: 'Indietro',
  },
  errorBoundary: {
    title: 'Ops, qualcosa è andato storto',
    report: 'Segnala questo errore',
    clearAll: 'Cancella tutti i dati',
    details: 'Dettagli dell’errore',
  },
  storage: {
    skippedRecords_one: '{{count}} elemento salvato non era leggibile ed è stato ignorato.',
    skippedRecords_many: '{{count}} elementi salvati non erano leggibili e sono stati ignorati.',
    skippedRecords_other: '{{count}} elementi salvati non erano leggibili e sono stati ignorati.',
    unavailable: 'La memoria locale non è disponibile: le modifiche andranno perse alla chiusura di questa pagina.',
    writeFailed: 'Salvataggio non riuscito: {{message}}',
  },
  serverConfig: {
    unreadable: 'Non è stato possibile leggere le impostazioni del server, quindi mancano le sue regole di accesso e i suoi modelli. Ricarica la pagina; se succede ancora, avvisa l’amministratore.',
  },
};
