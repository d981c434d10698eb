import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Potvrdit',
  cancel: 'Zrušit',
  close: 'Zavřít',
  save: 'Uložit',
  delete: 'Smazat',
  edit: 'Upravit',
  add: 'Přidat',
  back: 'Zpět',
  loading: 'Načítání',
  chooseAvatar: 'Vybrat avatar',
  copy: 'Kopírovat',
  copySuccess: 'Zkopírováno do schránky',
  copyFailed: 'Kopírování se nezdařilo. Povolte prosím přístup ke schránce.',
  downloadSuccess: 'Staženo',
  downloadFailed: 'Stažení se nezdařilo',
};
