import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Editar chat',
    topic: 'Tema',
    topicHint: 'Se muestra en la lista de chats. Déjalo vacío para usar el predeterminado.',
    done: 'Listo',
  },
  menu: {
    regenerateTitle: 'Regenerar título',
    clearContext: 'Borrar contexto',
    revertClear: 'Restaurar el contexto borrado',
    reset: 'Restablecer chat',
    stats: 'Estadísticas',
    summary: 'Resumen del historial',
  },
  title: {
    working: 'Pidiendo un título al modelo…',
    updated: 'Nuevo título: {{topic}}',
    empty: 'El modelo no propuso ningún título; se mantuvo el tema.',
    failed: 'No se pudo generar el título: {{message}}',
  },
  reset: {
    confirm: '¿Restablecer este chat? Se eliminarán sus mensajes y el resumen del historial; el contexto predefinido se mantiene.',
    done: 'Chat restablecido',
  },
  stats: {
    usage: 'Tokens informados por los proveedores: {{input}} de entrada, {{output}} de salida',
    cost: 'aprox. {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Estadísticas',
    messages: 'Mensajes',
    tokens: 'Tokens estimados',
    words: 'Palabras',
    characters: 'Caracteres',
    note: 'Calculado sobre los mensajes de este chat, con la misma estimación que usa la app para repartir el contexto.',
  },
  summary: {
    now: 'Resumir ahora',
    working: 'Resumiendo la conversación…',
    updated: 'Se actualizó el resumen del historial.',
    empty: 'El modelo respondió sin ningún resumen.',
    title: 'Resumen del historial',
    none: 'Aún no hay resumen. Cuando los mensajes desde el último resumen superen los {{threshold}} tokens estimados y “Enviar memoria” esté activado, se pedirá al modelo que los resuma.',
    memoryOff: '“Enviar memoria” está desactivado en este chat: no se genera ni se envía ningún resumen.',
    covers_one: 'Resume el primer mensaje de este chat.',
    covers_many: 'Resume los primeros {{count}} mensajes de este chat.',
    covers_other: 'Resume los primeros {{count}} mensajes de este chat.',
    sent: 'Se envía con cada solicitud como memoria de la conversación.',
    notSent: 'No se envía: el contexto se borró después del mensaje {{clearIndex}}, más allá de lo que cubre el resumen.',
  },
  json: {
    export: 'Exportar chat como JSON',
    import: 'Importar chat desde JSON',
    imported: 'Se importó el chat “{{topic}}”',
  },
};
