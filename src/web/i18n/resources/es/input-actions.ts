import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Conocimiento',
    actionOn: 'Conocimiento ({{count}})',
  },
  compare: {
    action: 'Preguntar a varios modelos',
    typeFirst: 'Escribe primero una pregunta y luego pregunta a varios modelos',
  },
  webSearch: {
    toggle: {
      on: 'Búsqueda web: activada',
      off: 'Búsqueda web: desactivada',
      notSetUp: 'La búsqueda web no está configurada: elija un servicio de búsqueda en la configuración',
    },
    by: {
      label: 'Búsqueda propia del modelo',
      app: 'Busca la aplicación',
      model: '{{model}} busca por sí mismo',
      onlyModel: 'No hay ningún servicio de búsqueda configurado: {{model}} busca por sí mismo',
    },
  },
  dictate: {
    dictate: 'Dictar',
    listening: 'Escuchando…',
    transcribing: 'Escribiendo lo que has dicho…',
    level: 'Nivel del micrófono',
  },
};
