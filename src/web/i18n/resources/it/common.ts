import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Conferma',
  cancel: 'Annulla',
  close: 'Chiudi',
  save: 'Salva',
  delete: 'Elimina',
  edit: 'Modifica',
  add: 'Aggiungi',
  back: 'Indietro',
  loading: 'Caricamento',
  chooseAvatar: 'Scegli un avatar',
  copy: 'Copia',
  copySuccess: 'Copiato negli appunti',
  copyFailed: 'Copia non riuscita. Consenti l’accesso agli appunti e riprova.',
  downloadSuccess: 'Download completato',
  downloadFailed: 'Download non riuscito',
};
