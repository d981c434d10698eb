import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

/** The pages a link opens alone, without the sidebar: a shared artifact and a shared chat. */
export const viewer: LocaleShape<typeof en> = {
  loading: 'Cargando…',
  openApp: 'Abrir PolyChat',
  failed: 'No se pudo cargar. Revisa tu conexión y vuelve a intentarlo.',
  retry: 'Reintentar',
  artifact: {
    title: 'Artefacto',
    subtitle: 'Compartido desde PolyChat. Se ejecuta en un entorno aislado, separado de la app.',
    frame: 'Artefacto compartido',
    notFound: 'Este artefacto no existe o su enlace caducó.',
    download: 'Descargar',
    copyLink: 'Copiar enlace',
  },
  share: {
    title: 'Chat compartido',
    subtitle_one: '{{count}} mensaje, compartido el {{date}}',
    subtitle_many: '{{count}} mensajes, compartidos el {{date}}',
    subtitle_other: '{{count}} mensajes, compartidos el {{date}}',
    notFound: 'Este chat compartido no existe o su enlace caducó.',
    continue: 'Continuar este chat',
    continued: 'El chat se agregó a tus chats.',
    footer: 'Compartido desde <link>PolyChat</link>, un cliente de chat con IA de código abierto para varios proveedores.',
    roles: { human: 'Tú', gpt: 'Asistente' },
  },
};
