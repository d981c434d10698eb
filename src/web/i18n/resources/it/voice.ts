import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Leggi ad alta voce',
  pause: 'Metti in pausa la lettura',
  resume: 'Riprendi la lettura',
  stop: 'Interrompi la lettura',
  dictate: 'Detta',
  listening: 'In ascolto…',
  transcribing: 'Sto trascrivendo ciò che hai detto…',
  level: 'Livello del microfono',
  readFailed: 'Non è stato possibile leggere la risposta ad alta voce. {{reason}}',
  dictationFailed: 'Non è stato possibile trascrivere la dettatura. {{reason}}',
  failure: {
    denied: 'PolyChat non ha il permesso di usare il microfono. Consentilo nelle impostazioni del browser per questo sito e riprova.',
    noDevice: 'Nessun microfono trovato. Collegane uno e riprova.',
    microphone: 'Impossibile aprire il microfono; forse lo sta usando un’altra app.',
    auth: 'Il fornitore vocale ha rifiutato la chiave. Controllala nelle impostazioni.',
    busy: 'Il fornitore vocale è occupato. Riprova tra un momento.',
    failed: 'Il fornitore vocale non è riuscito a farlo. Riprova, oppure scegli un altro fornitore vocale nelle impostazioni.',
    unreachable: 'Impossibile raggiungere il fornitore vocale. Controlla la connessione e riprova.',
    setup: 'Le impostazioni del fornitore vocale sono incomplete. Completale nelle impostazioni.',
    unsupported: 'Questo browser non può farlo da solo. Scegli OpenAI o Azure come fornitore vocale nelle impostazioni.',
  },
  settings: {
    title: 'Voce',
    provider: {
      title: 'Fornitore vocale',
      subTitle: 'Chi legge ad alta voce le risposte e trascrive le dettature. La voce del browser funziona senza chiave.',
      browser: 'Questo browser',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Modello vocale', subTitle: 'Il modello OpenAI, o il nome della distribuzione Azure, che legge ad alta voce' },
    voice: { title: 'Voce' },
    speed: { title: 'Velocità di lettura', subTitle: '1 è normale; da 0,25 a 4' },
    transcriptionModel: { title: 'Modello di trascrizione', subTitle: 'Il modello OpenAI, o il nome della distribuzione Azure, che trascrive le dettature' },
    readReplies: { title: 'Leggi ad alta voce ogni risposta', subTitle: 'Ogni nuova risposta viene letta mentre arriva' },
    dictationMode: {
      title: 'Dettatura',
      push: 'Premi per parlare: tieni premuto il pulsante mentre parli',
      handsFree: 'Mani libere: premi una volta, si ferma quando fai una pausa',
    },
    sendDictation: { title: 'Invia subito la dettatura', subTitle: 'Altrimenti le parole restano nel campo di testo da modificare' },
  },
  shortcut: 'Detta (tieni premuto per premi per parlare)',
};
