import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Pour déplacer une conversation, appuyez sur Espace pour la saisir, déplacez-la avec les flèches, puis appuyez sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.',
  start: 'Conversation {{topic}} saisie, position {{position}} sur {{count}}.',
  over: 'Conversation {{topic}} au-dessus de la position {{position}} sur {{count}}.',
  end: 'Conversation {{topic}} déposée en position {{position}} sur {{count}}.',
  cancel: 'Déplacement de la conversation {{topic}} annulé.',
};
