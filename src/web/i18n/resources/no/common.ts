import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Bekreft',
  cancel: 'Avbryt',
  close: 'Lukk',
  save: 'Lagre',
  delete: 'Slett',
  edit: 'Rediger',
  add: 'Legg til',
  back: 'Tilbake',
  loading: 'Laster inn',
  chooseAvatar: 'Velg avatar',
  copy: 'Kopier',
  copySuccess: 'Kopiert til utklippstavlen',
  copyFailed: 'Kunne ikke kopiere. Gi tilgang til utklippstavlen og prøv igjen.',
  downloadSuccess: 'Nedlastingen er fullført',
  downloadFailed: 'Nedlastingen mislyktes',
};
