import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Volver',
  skip: 'Empezar ya',
  neverShow: 'No volver a mostrar',
  confirmNeverShow: '¿No volver a mostrar el selector de máscaras? Los chats nuevos empezarán directamente; puedes volver a activarlo en Configuración.',
  title: 'Elige una máscara',
  subtitle: 'Chatea con el alma detrás de la máscara',
  more: 'Ver más',
  masks: 'Máscaras',
};
