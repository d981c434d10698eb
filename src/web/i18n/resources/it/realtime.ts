import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Chiamata vocale',
  title: 'Chiamata vocale con {{model}}',
  status: {
    connecting: 'Connessione…',
    listening: 'In ascolto',
    answering: 'Risponde',
    muted: 'Microfono disattivato',
    ended: 'Chiamata terminata',
  },
  hint: 'Parla quando sei pronto. Parla sopra la risposta per interromperla.',
  transcript: 'Trascrizione',
  you: 'Tu',
  assistant: 'Assistente',
  mute: 'Disattiva microfono',
  end: 'Riaggancia',
  typeLabel: 'Messaggio scritto',
  typePlaceholder: 'Oppure scrivi qui…',
  send: 'Invia',
  problem: {
    micDenied: 'Il microfono è bloccato. Consenti a PolyChat di usarlo nelle impostazioni del sito del browser, poi richiama.',
    micDeniedInWindow: 'La finestra di PolyChat non può usare il microfono: su Linux la vista web del sistema lo consente solo tramite il modulo microfono di PolyChat, che questa installazione non ha o ha disattivato. Avvia PolyChat con POLYCHAT_WINDOW_HOST=browser per una finestra che te lo chieda e richiama.',
    noMic: 'Nessun microfono trovato. Collegane uno e richiama.',
    micFailed: 'Impossibile avviare il microfono.',
    noKey: 'Una chiamata vocale richiede una tua chiave OpenAI o Azure. Aggiungila nelle Impostazioni.',
    unauthorized: 'Il codice di accesso è errato o mancante. Inseriscilo nella pagina di accesso, poi richiama.',
    forbidden: 'Questo server non consente questo modello.',
    busy: 'Ci sono troppe chiamate aperte ora. Riprova tra un momento.',
    notConfigured: 'Questo server non ha una chiave per questo fornitore. Aggiungi la tua nelle Impostazioni o chiedi all’amministratore.',
    unreachable: 'Impossibile raggiungere il servizio vocale. Controlla modello, chiave e connessione.',
    tooLong: 'La chiamata ha raggiunto la durata massima ed è stata chiusa.',
    tooMuch: 'La chiamata ha inviato più di quanto il server accetta ed è stata chiusa.',
    lost: 'La connessione si è interrotta.',
    provider: 'Il servizio vocale ha segnalato un problema.',
  },
};
