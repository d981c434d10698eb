import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Kopírovat kód',
    expand: 'Zobrazit všech {{lines}} řádků',
    collapse: 'Sbalit',
    plainText: 'prostý text',
  },
  mermaid: {
    drawing: 'Kreslení diagramu…',
    failed: 'Diagram se nepodařilo vykreslit, zde je jeho zdrojový kód.',
  },
  remoteImage: {
    label: 'Obrázek z webu {{host}}',
    withAlt: '„{{alt}}“: obrázek z webu {{host}}, nenačtený',
    withoutAlt: 'Obrázek z webu {{host}}, nenačtený',
    load: 'Načíst obrázek',
    always: 'Vždy načítat z {{host}}',
  },
  artifact: {
    label: 'Artefakt {{kind}}',
    views: 'Zobrazení',
    preview: 'Náhled',
    code: 'Kód',
    frameTitle: 'Náhled {{kind}}',
    download: 'Stáhnout',
    copy: 'Kopírovat',
    share: 'Sdílet',
    shared: 'Odkaz zkopírován: {{link}}',
    shareFailed: 'Sdílení se nezdařilo',
    tooLarge: 'Tento artefakt je větší než 1 MB, a nelze ho proto sdílet.',
  },
};
