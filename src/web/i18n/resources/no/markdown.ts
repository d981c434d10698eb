import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Kopier kode',
    expand: 'Vis alle {{lines}} linjene',
    collapse: 'Vis mindre',
    /** The label of a code block whose fence names no language. */
    plainText: 'tekst',
  },
  mermaid: {
    drawing: 'Tegner diagram…',
    failed: 'Diagrammet kunne ikke tegnes. Her er kildekoden.',
  },
  remoteImage: {
    label: 'Bilde fra {{host}}',
    withAlt: '«{{alt}}»: et bilde fra {{host}}, ikke lastet inn',
    withoutAlt: 'Et bilde fra {{host}}, ikke lastet inn',
    load: 'Last inn bilde',
    always: 'Last alltid inn fra {{host}}',
  },
  artifact: {
    label: '{{kind}}-artefakt',
    views: 'Visning',
    preview: 'Forhåndsvisning',
    code: 'Kode',
    frameTitle: 'Forhåndsvisning av {{kind}}',
    download: 'Last ned',
    copy: 'Kopier',
    share: 'Del',
    shared: 'Lenken er kopiert: {{link}}',
    shareFailed: 'Delingen mislyktes',
    tooLarge: 'Denne artefakten er større enn 1 MB og kan ikke deles.',
  },
};
