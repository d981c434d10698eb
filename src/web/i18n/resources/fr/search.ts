import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Rechercher des conversations',
  subtitle_one: '{{count, number}} message indexé',
  subtitle_many: '{{count, number}} messages indexés',
  subtitle_other: '{{count, number}} messages indexés',
  label: 'Rechercher des messages',
  placeholder: 'Rechercher dans tous les messages de toutes les conversations',
  building: 'Indexation de vos conversations…',
  failed: 'Recherche indisponible\u202f: l’index n’a pas pu être créé.',
  hint: 'Saisissez un ou plusieurs mots\u202f: les messages qui les contiennent tous s’affichent, les plus pertinents en premier.',
  results_one: '{{count, number}} message trouvé',
  results_many: '{{count, number}} messages trouvés',
  results_other: '{{count, number}} messages trouvés',
  resultsCapped: '{{total, number}} messages trouvés\u202f; les {{count}} plus pertinents sont affichés',
  resultsLabel: 'Résultats de la recherche',
  noResult: 'Aucun message ne correspond à «\u202f{{query}}\u202f».',
  noResultHint: 'Vérifiez l’orthographe, ou essayez avec moins de mots ou des mots plus courts.',
  noData: 'Aucun historique pour l’instant\u202f: vos messages pourront être recherchés ici après vos premières conversations.',
  roles: {
    user: 'Vous',
    assistant: 'Assistant',
    system: 'Système',
    tool: 'Outil',
  },
  error: 'Erreur',
};
