import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Voltar',
  skip: 'Começar agora',
  neverShow: 'Não mostrar mais',
  confirmNeverShow: 'Não mostrar mais o seletor de máscaras? As novas conversas vão começar direto; você pode reativá-lo nas Configurações.',
  title: 'Escolha uma máscara',
  subtitle: 'Converse com a alma por trás da máscara',
  more: 'Ver mais',
  masks: 'Máscaras',
};
