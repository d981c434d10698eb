import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Copiar código',
    expand: 'Mostrar todas as {{lines}} linhas',
    collapse: 'Recolher',
    /** The label of a code block whose fence names no language. */
    plainText: 'texto',
  },
  mermaid: {
    drawing: 'Desenhando o diagrama…',
    failed: 'Não foi possível desenhar o diagrama; veja o código-fonte dele.',
  },
  remoteImage: {
    label: 'Imagem de {{host}}',
    withAlt: '“{{alt}}”: imagem de {{host}}, não carregada',
    withoutAlt: 'Imagem de {{host}}, não carregada',
    load: 'Carregar imagem',
    always: 'Sempre carregar de {{host}}',
  },
  artifact: {
    label: 'Artefato {{kind}}',
    views: 'Exibição',
    preview: 'Prévia',
    code: 'Código',
    frameTitle: 'Prévia do {{kind}}',
    download: 'Baixar',
    copy: 'Copiar',
    share: 'Compartilhar',
    shared: 'Link copiado: {{link}}',
    shareFailed: 'Falha ao compartilhar',
    tooLarge: 'Este artefato tem mais de 1 MB e não pode ser compartilhado.',
  },
};
