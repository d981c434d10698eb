import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Copia codice',
    expand: 'Mostra tutte le {{lines}} righe',
    collapse: 'Comprimi',
    plainText: 'testo',
  },
  mermaid: {
    drawing: 'Creazione del diagramma…',
    failed: 'Impossibile disegnare il diagramma: ecco il codice sorgente.',
  },
  remoteImage: {
    label: 'Immagine da {{host}}',
    withAlt: '“{{alt}}”: immagine da {{host}}, non caricata',
    withoutAlt: 'Immagine da {{host}}, non caricata',
    load: 'Carica immagine',
    always: 'Carica sempre da {{host}}',
  },
  artifact: {
    label: 'Artefatto {{kind}}',
    views: 'Vista',
    preview: 'Anteprima',
    code: 'Codice',
    frameTitle: 'Anteprima {{kind}}',
    download: 'Scarica',
    copy: 'Copia',
    share: 'Condividi',
    shared: 'Link copiato: {{link}}',
    shareFailed: 'Condivisione non riuscita',
    tooLarge: 'Questo artefatto supera 1\u00a0MB e non può essere condiviso.',
  },
};
