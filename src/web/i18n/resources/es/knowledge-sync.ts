import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'En otro dispositivo',
  elsewhereHint: 'Su texto se quedó en el dispositivo que lo añadió. Activa Incluir documentos en Configuración → Sincronización en ambos dispositivos para buscar en él también aquí.',
  webPage: 'Página web',
  addPage: 'Añadir página web',
  pageAddress: 'Dirección de la página web',
  readingPage: 'Leyendo {{url}}…',
  pageFailure: {
    'invalid-url': 'Eso no es una dirección web. Escribe una como https://example.com/pagina.',
    blocked_address: 'El servidor no lee esta dirección: no es una página web pública.',
    timeout: 'La página tardó demasiado en responder. Inténtalo más tarde.',
    too_large: 'La página es demasiado grande para leerla.',
    bad_status: 'El sitio respondió con un error ({{status}}).',
    unsupported_type: 'Esta dirección no es una página web ni un documento legible.',
    unreadable: 'La página no tiene texto legible.',
    unreachable: 'No se pudo acceder a la página. Comprueba la dirección y la conexión.',
    too_many_redirects: 'La página redirige demasiadas veces para poder leerla.',
    unauthorized: 'El servidor pide el código de acceso antes de leer páginas. Introdúcelo en Configuración.',
    refused: 'El servidor se negó a leer la página.',
    badAnswer: 'No se pudo entender la respuesta del servidor.',
  },
  includeDocuments: {
    title: 'Incluir documentos',
    subTitle: 'Subir también el texto de los archivos de las bases de conocimiento: {{size}} ahora, como máximo {{max}}. Sus nombres y listas de archivos se sincronizan siempre.',
  },
};
