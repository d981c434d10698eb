import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat eliminado',
  revert: 'Deshacer',
  deleteChat: 'Eliminar chat',
  confirmDelete: '¿Eliminar el chat “{{topic}}”?',
  drag: {
    instructions:
      'Para reordenar un chat, presiona Espacio para seleccionarlo, usa las flechas para moverlo y presiona Espacio o Enter para soltarlo, o Esc para cancelar.',
    start: 'Chat {{topic}} seleccionado, posición {{position}} de {{count}}.',
    over: 'Chat {{topic}} sobre la posición {{position}} de {{count}}.',
    end: 'Chat {{topic}} soltado en la posición {{position}} de {{count}}.',
    cancel: 'Se canceló el movimiento del chat {{topic}}.',
  },
  header: {
    edit: 'Editar chat',
    more: 'Más acciones del chat',
  },
  fork: {
    action: 'Bifurcar desde aquí',
    done: 'Chat nuevo con los mensajes hasta aquí',
    topic: '{{topic}} (bifurcación)',
  },
};
