import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Conversa excluída',
  revert: 'Desfazer',
  deleteChat: 'Excluir conversa',
  confirmDelete: 'Excluir a conversa “{{topic}}”?',
  drag: {
    instructions:
      'Para reordenar uma conversa, pressione Espaço para pegá-la, use as setas para movê-la e pressione Espaço ou Enter para soltá-la, ou Esc para cancelar.',
    start: 'Conversa {{topic}} selecionada, posição {{position}} de {{count}}.',
    over: 'Conversa {{topic}} sobre a posição {{position}} de {{count}}.',
    end: 'Conversa {{topic}} solta na posição {{position}} de {{count}}.',
    cancel: 'A movimentação da conversa {{topic}} foi cancelada.',
  },
  header: {
    edit: 'Editar conversa',
    more: 'Mais ações da conversa',
  },
  fork: {
    action: 'Ramificar daqui',
    done: 'Nova conversa com as mensagens até aqui',
    topic: '{{topic}} (ramificação)',
  },
};
