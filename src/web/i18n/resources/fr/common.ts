import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  close: 'Fermer',
  save: 'Enregistrer',
  delete: 'Supprimer',
  edit: 'Modifier',
  add: 'Ajouter',
  back: 'Retour',
  loading: 'Chargement',
  chooseAvatar: 'Choisir un avatar',
  copy: 'Copier',
  copySuccess: 'Copié dans le presse-papiers',
  copyFailed: 'Échec de la copie. Autorisez l’accès au presse-papiers, puis réessayez.',
  downloadSuccess: 'Téléchargement terminé',
  downloadFailed: 'Échec du téléchargement',
};
