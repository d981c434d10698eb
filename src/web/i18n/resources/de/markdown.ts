import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Code kopieren',
    expand: 'Alle {{lines}} Zeilen anzeigen',
    collapse: 'Einklappen',
    /** The label of a code block whose fence names no language. */
    plainText: 'Text',
  },
  mermaid: {
    drawing: 'Diagramm wird gezeichnet…',
    failed: 'Das Diagramm konnte nicht gezeichnet werden. Hier ist sein Quelltext.',
  },
  remoteImage: {
    label: 'Bild von {{host}}',
    withAlt: '„{{alt}}“: Bild von {{host}}, nicht geladen',
    withoutAlt: 'Bild von {{host}}, nicht geladen',
    load: 'Bild laden',
    always: 'Immer von {{host}} laden',
  },
  artifact: {
    label: '{{kind}}-Artefakt',
    views: 'Ansicht',
    preview: 'Vorschau',
    code: 'Code',
    frameTitle: 'Vorschau: {{kind}}',
    download: 'Herunterladen',
    copy: 'Kopieren',
    share: 'Teilen',
    shared: 'Link kopiert: {{link}}',
    shareFailed: 'Teilen fehlgeschlagen',
    tooLarge: 'Dieses Artefakt ist größer als 1 MB und kann nicht geteilt werden.',
  },
};
