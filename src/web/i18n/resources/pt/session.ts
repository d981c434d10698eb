import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Conversa excluída',
  revert: 'Desfazer',
  deleteChat: 'Excluir conversa',
  header: {
    edit: 'Editar conversa',
    more: 'Mais ações da conversa',
  },
};
