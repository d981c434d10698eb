import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Cargando…',
  defaultTopic: 'Nuevo chat',
  sidebar: {
    label: 'Barra lateral',
    subtitle: 'Chatea con todos los modelos que usas, en un solo lugar.',
    chats: 'Chats',
    newChat: 'Nuevo chat',
    masks: 'Máscaras',
    settings: 'Configuración',
    sync: { running: 'Sincronizando…', success: 'Sincronizado a las {{time}}', failed: 'Error de sincronización: consulta Configuración → Sincronización' },
    discovery: 'Descubrir',
    resize: 'Redimensionar la barra lateral',
    noChats: 'Aún no hay chats',
    messageCount_one: '{{count, number}} mensaje',
    messageCount_many: '{{count, number}} mensajes',
    messageCount_other: '{{count, number}} mensajes',
  },
  nav: {
    back: 'Atrás',
  },
  errorBoundary: {
    title: 'Vaya, algo salió mal',
    report: 'Informar del error',
    clearAll: 'Borrar todos los datos',
    details: 'Detalles del error',
  },
  storage: {
    skippedRecords_one: 'No se pudo leer {{count}} registro guardado y se omitió.',
    skippedRecords_many: 'No se pudieron leer {{count}} registros guardados y se omitieron.',
    skippedRecords_other: 'No se pudieron leer {{count}} registros guardados y se omitieron.',
    unavailable: 'El almacenamiento local no está disponible: los cambios se perderán al cerrar esta página.',
    writeFailed: 'No se pudo guardar: {{message}}',
  },
  serverConfig: {
    unreadable: 'No se pudo leer la configuración del servidor, así que faltan sus reglas de acceso y sus modelos. Recarga la página; si sigue ocurriendo, avisa al administrador.',
  },
};
