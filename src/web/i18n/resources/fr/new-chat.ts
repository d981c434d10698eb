import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Retour',
  skip: 'Commencer',
  neverShow: 'Ne plus afficher',
  confirmNeverShow: 'Ne plus afficher le choix du masque\u202f? Les nouvelles conversations démarreront directement\u202f; vous pourrez le réactiver dans les paramètres.',
  title: 'Choisir un masque',
  subtitle: 'Discutez avec l’âme derrière le masque',
  more: 'Voir plus',
  masks: 'Masques',
};
