import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Connaissances',
    actionOn: 'Connaissances ({{count}})',
  },
  compare: {
    action: 'Interroger plusieurs modèles',
    typeFirst: 'Écrivez d’abord une question, puis interrogez plusieurs modèles',
  },
  webSearch: {
    toggle: {
      on: 'Recherche web : activée',
      off: 'Recherche web : désactivée',
      notSetUp: 'La recherche web n’est pas configurée : choisissez un service de recherche dans les paramètres',
    },
    by: {
      label: 'Recherche propre du modèle',
      app: 'La recherche est faite par l’application',
      model: '{{model}} fait lui-même la recherche',
      onlyModel: 'Aucun service de recherche n’est configuré : {{model}} fait lui-même la recherche',
    },
  },
  dictate: {
    dictate: 'Dicter',
    listening: 'À l’écoute…',
    transcribing: 'Transcription de vos paroles…',
    level: 'Niveau du micro',
  },
};
