import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Para reordenar un chat, presiona Espacio para seleccionarlo, usa las flechas para moverlo y presiona Espacio o Enter para soltarlo, o Esc para cancelar.',
  start: 'Chat {{topic}} seleccionado, posición {{position}} de {{count}}.',
  over: 'Chat {{topic}} sobre la posición {{position}} de {{count}}.',
  end: 'Chat {{topic}} soltado en la posición {{position}} de {{count}}.',
  cancel: 'Se canceló el movimiento del chat {{topic}}.',
};
