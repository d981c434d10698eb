import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Späť',
  skip: 'Rovno začať',
  neverShow: 'Už nezobrazovať',
  confirmNeverShow: 'Už nezobrazovať výber masky? Nové chaty sa začnú rovno; v Nastaveniach to môžete znova zapnúť.',
  title: 'Vyberte masku',
  subtitle: 'Chatujte s dušou skrytou za maskou',
  more: 'Nájsť ďalšie',
  masks: 'Masky',
};
