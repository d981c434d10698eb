import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Potvrdiť',
  cancel: 'Zrušiť',
  close: 'Zavrieť',
  save: 'Uložiť',
  delete: 'Odstrániť',
  edit: 'Upraviť',
  add: 'Pridať',
  back: 'Späť',
  loading: 'Načítava sa',
  chooseAvatar: 'Vybrať avatar',
  copy: 'Kopírovať',
  copySuccess: 'Skopírované do schránky',
  copyFailed: 'Kopírovanie zlyhalo. Povoľte prístup k schránke.',
  downloadSuccess: 'Stiahnuté',
  downloadFailed: 'Sťahovanie zlyhalo',
};
