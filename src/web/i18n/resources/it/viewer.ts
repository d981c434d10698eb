import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: 'Caricamento…',
  openApp: 'Apri PolyChat',
  failed: 'Impossibile caricare il contenuto. Controlla la connessione e riprova.',
  retry: 'Riprova',
  artifact: {
    title: 'Artefatto',
    subtitle: 'Condiviso da PolyChat. Viene eseguito in una sandbox, separato dall’app.',
    frame: 'Artefatto condiviso',
    notFound: 'Questo artefatto non esiste o il suo link è scaduto.',
    download: 'Scarica',
    copyLink: 'Copia link',
  },
  share: {
    title: 'Chat condivisa',
    subtitle_one: '{{count}} messaggio, condiviso il {{date}}',
    subtitle_many: '{{count}} messaggi, condivisi il {{date}}',
    subtitle_other: '{{count}} messaggi, condivisi il {{date}}',
    notFound: 'Questa chat condivisa non esiste o il suo link è scaduto.',
    continue: 'Continua questa chat',
    continued: 'La chat è stata aggiunta alle tue chat.',
    footer: 'Condiviso da <link>PolyChat</link>, un client di chat IA open source per più fornitori.',
    roles: { human: 'Tu', gpt: 'Assistente' },
  },
};
