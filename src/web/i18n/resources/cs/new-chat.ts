import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Zpět',
  skip: 'Rovnou začít',
  neverShow: 'Už nezobrazovat',
  confirmNeverShow: 'Už nezobrazovat výběr masky? Nové chaty začnou rovnou; v Nastavení to můžete znovu zapnout.',
  title: 'Vyberte masku',
  subtitle: 'Chatujte s duší skrytou za maskou',
  more: 'Najít další',
  masks: 'Masky',
};
