import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Conversation supprimée',
  revert: 'Annuler',
  deleteChat: 'Supprimer la conversation',
  confirmDelete: 'Supprimer la conversation «\u202f{{topic}}\u202f»\u202f?',
  drag: {
    instructions:
      'Pour déplacer une conversation, appuyez sur Espace pour la saisir, déplacez-la avec les flèches, puis appuyez sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.',
    start: 'Conversation {{topic}} saisie, position {{position}} sur {{count}}.',
    over: 'Conversation {{topic}} au-dessus de la position {{position}} sur {{count}}.',
    end: 'Conversation {{topic}} déposée en position {{position}} sur {{count}}.',
    cancel: 'Déplacement de la conversation {{topic}} annulé.',
  },
  header: {
    edit: 'Modifier la conversation',
    more: 'Autres actions sur la conversation',
  },
  fork: {
    action: 'Créer une branche ici',
    done: 'Nouvelle conversation créée avec les messages jusqu’à celui-ci',
    topic: '{{topic}} (branche)',
  },
};
