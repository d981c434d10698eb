import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Kopírovať kód',
    expand: 'Zobraziť všetkých {{lines}} riadkov',
    collapse: 'Zbaliť',
    plainText: 'obyčajný text',
  },
  mermaid: {
    drawing: 'Kreslí sa diagram…',
    failed: 'Diagram sa nepodarilo vykresliť, tu je jeho zdrojový kód.',
  },
  remoteImage: {
    label: 'Obrázok z webu {{host}}',
    withAlt: '„{{alt}}“: obrázok z webu {{host}}, nenačítaný',
    withoutAlt: 'Obrázok z webu {{host}}, nenačítaný',
    load: 'Načítať obrázok',
    always: 'Vždy načítavať z {{host}}',
  },
  artifact: {
    label: 'Artefakt {{kind}}',
    views: 'Zobrazenie',
    preview: 'Náhľad',
    code: 'Kód',
    frameTitle: 'Náhľad {{kind}}',
    download: 'Stiahnuť',
    copy: 'Kopírovať',
    share: 'Zdieľať',
    shared: 'Odkaz skopírovaný: {{link}}',
    shareFailed: 'Zdieľanie zlyhalo',
    tooLarge: 'Tento artefakt je väčší ako 1 MB, preto ho nemožno zdieľať.',
  },
};
