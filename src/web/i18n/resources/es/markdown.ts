import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Copiar código',
    expand: 'Mostrar las {{lines}} líneas',
    collapse: 'Contraer',
    /** The label of a code block whose fence names no language. */
    plainText: 'texto',
  },
  mermaid: {
    drawing: 'Dibujando el diagrama…',
    failed: 'No se pudo dibujar el diagrama; este es su código fuente.',
  },
  remoteImage: {
    label: 'Imagen de {{host}}',
    withAlt: '“{{alt}}”: imagen de {{host}}, sin cargar',
    withoutAlt: 'Imagen de {{host}}, sin cargar',
    load: 'Cargar imagen',
    always: 'Cargar siempre desde {{host}}',
  },
  artifact: {
    label: 'Artefacto {{kind}}',
    views: 'Vista',
    preview: 'Vista previa',
    code: 'Código',
    frameTitle: 'Vista previa del {{kind}}',
    download: 'Descargar',
    copy: 'Copiar',
    share: 'Compartir',
    shared: 'Enlace copiado: {{link}}',
    shareFailed: 'No se pudo compartir',
    tooLarge: 'Este artefacto ocupa más de 1 MB y no se puede compartir.',
  },
};
