import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Buscar chats',
  subtitle_one: '{{count, number}} mensaje indexado',
  subtitle_many: '{{count, number}} mensajes indexados',
  subtitle_other: '{{count, number}} mensajes indexados',
  label: 'Buscar mensajes',
  placeholder: 'Buscar en todos los mensajes de todos los chats',
  building: 'Indexando tus chats…',
  failed: 'La búsqueda no está disponible: no se pudo crear el índice.',
  hint: 'Escribe una o varias palabras: se muestran todos los mensajes que las contienen todas, primero los más relevantes.',
  results_one: '{{count, number}} mensaje encontrado',
  results_many: '{{count, number}} mensajes encontrados',
  results_other: '{{count, number}} mensajes encontrados',
  resultsCapped: 'Se encontraron {{total, number}} mensajes; se muestran los {{count}} más relevantes',
  resultsLabel: 'Resultados de la búsqueda',
  noResult: 'Ningún mensaje coincide con “{{query}}”.',
  noResultHint: 'Revisa la ortografía o prueba con menos palabras o con palabras más cortas.',
  noData: 'Aún no hay historial de chats: cuando hayas chateado, podrás buscar tus mensajes aquí.',
  roles: {
    user: 'Tú',
    assistant: 'Asistente',
    system: 'Sistema',
    tool: 'Herramienta',
  },
  error: 'Error',
};
