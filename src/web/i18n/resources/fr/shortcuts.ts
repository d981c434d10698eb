import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Raccourcis clavier',
  send: 'Envoyer le message',
  newline: 'Aller à la ligne dans le message',
  prompts: 'Au début d’un message : chercher dans les prompts',
  commands: 'Au début d’un message : utiliser une commande',
  recall: 'Dans un champ vide : retrouver votre dernier message',
  switchChat: 'Aller à la conversation précédente ou suivante',
  reorder: 'Saisir la conversation active de la liste, la déplacer avec les flèches, la déposer avec Espace',
  close: 'Fermer une boîte de dialogue, un menu ou les suggestions',
  help: 'Afficher ces raccourcis',
  space: 'Espace',
};
