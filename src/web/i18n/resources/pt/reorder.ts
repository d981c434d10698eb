import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Para reordenar uma conversa, pressione Espaço para pegá-la, use as setas para movê-la e pressione Espaço ou Enter para soltá-la, ou Esc para cancelar.',
  start: 'Conversa {{topic}} selecionada, posição {{position}} de {{count}}.',
  over: 'Conversa {{topic}} sobre a posição {{position}} de {{count}}.',
  end: 'Conversa {{topic}} solta na posição {{position}} de {{count}}.',
  cancel: 'A movimentação da conversa {{topic}} foi cancelada.',
};
