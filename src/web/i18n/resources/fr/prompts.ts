import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Prompts',
  subtitle: 'Intégrés\u202f: {{builtin}} · personnalisés\u202f: {{user}}',
  search: 'Rechercher des prompts',
  add: 'Ajouter un prompt',
  edit: 'Modifier le prompt',
  view: 'Afficher le prompt',
  delete: 'Supprimer le prompt',
  use: 'Utiliser',
  confirmDelete: 'Supprimer le prompt «\u202f{{title}}\u202f»\u202f?',
  titleLabel: 'Titre',
  contentLabel: 'Contenu',
  empty: 'Aucun prompt ne correspond à votre recherche.',
  user: 'Les vôtres',
  builtin: 'Intégrés',
};
