import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Su un altro dispositivo',
  elsewhereHint: 'Il suo testo è rimasto sul dispositivo che lo ha aggiunto. Attiva Includi documenti in Impostazioni → Sincronizzazione su entrambi i dispositivi per cercarlo anche qui.',
  webPage: 'Pagina web',
  addPage: 'Aggiungi pagina web',
  pageAddress: 'Indirizzo della pagina web',
  readingPage: 'Lettura di {{url}}…',
  pageFailure: {
    'invalid-url': 'Questo non è un indirizzo web. Scrivine uno come https://example.com/pagina.',
    blocked_address: 'Il server non legge questo indirizzo: non è una pagina web pubblica.',
    timeout: 'La pagina ha impiegato troppo a rispondere. Riprova più tardi.',
    too_large: 'La pagina è troppo grande per essere letta.',
    bad_status: 'Il sito ha risposto con un errore ({{status}}).',
    unsupported_type: 'Questo indirizzo non è una pagina web né un documento leggibile.',
    unreadable: 'La pagina non contiene testo leggibile.',
    unreachable: 'Impossibile raggiungere la pagina. Controlla l’indirizzo e la connessione.',
    too_many_redirects: 'La pagina reindirizza troppe volte per essere letta.',
    unauthorized: 'Il server chiede il codice di accesso prima di leggere le pagine. Inseriscilo nelle Impostazioni.',
    refused: 'Il server si è rifiutato di leggere la pagina.',
    badAnswer: 'Non è stato possibile capire la risposta del server.',
  },
  includeDocuments: {
    title: 'Includi documenti',
    subTitle: 'Carica anche il testo dei file delle basi di conoscenza: {{size}} ora, al massimo {{max}}. I loro nomi e gli elenchi dei file vengono sempre sincronizzati.',
  },
};
