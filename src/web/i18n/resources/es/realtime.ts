import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Llamada de voz',
  title: 'Llamada de voz con {{model}}',
  status: {
    connecting: 'Conectando…',
    listening: 'Escuchando',
    answering: 'Respondiendo',
    muted: 'Silenciado',
    ended: 'Llamada finalizada',
  },
  hint: 'Habla cuando quieras. Habla encima de la respuesta para interrumpirla.',
  transcript: 'Transcripción',
  you: 'Tú',
  assistant: 'Asistente',
  mute: 'Silenciar',
  end: 'Colgar',
  typeLabel: 'Mensaje escrito',
  typePlaceholder: 'O escribe aquí…',
  send: 'Enviar',
  problem: {
    micDenied: 'El micrófono está bloqueado. Permite que PolyChat lo use en la configuración del sitio del navegador y vuelve a llamar.',
    micDeniedInWindow: 'La ventana de PolyChat no tiene permiso para usar el micrófono: en Linux, la vista web del sistema solo lo permite a través del módulo de micrófono de PolyChat, que esta instalación no tiene o tiene desactivado. Inicia PolyChat con POLYCHAT_WINDOW_HOST=browser para tener una ventana que te lo pregunte y vuelve a llamar.',
    noMic: 'No se encontró ningún micrófono. Conecta uno y vuelve a llamar.',
    micFailed: 'No se pudo iniciar el micrófono.',
    noKey: 'Una llamada de voz necesita tu propia clave de OpenAI o Azure. Añádela en Configuración.',
    unauthorized: 'El código de acceso es incorrecto o falta. Escríbelo en la página de acceso y vuelve a llamar.',
    forbidden: 'Este servidor no permite este modelo.',
    busy: 'Hay demasiadas llamadas abiertas ahora. Inténtalo de nuevo en un momento.',
    notConfigured: 'Este servidor no tiene clave para este proveedor. Añade la tuya en Configuración o pregunta al administrador.',
    unreachable: 'No se pudo contactar con el servicio de voz. Revisa el modelo, la clave y la conexión.',
    tooLong: 'La llamada alcanzó su duración máxima y se terminó.',
    tooMuch: 'La llamada envió más de lo que acepta el servidor y se terminó.',
    lost: 'Se perdió la conexión.',
    provider: 'El servicio de voz informó de un problema.',
  },
};
