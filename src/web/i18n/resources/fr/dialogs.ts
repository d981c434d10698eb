import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Signaler cette erreur',
    clearAll: 'Effacer toutes les données',
    details: 'Détails de l’erreur',
  },
  modal: {
    maximise: 'Agrandir',
    restore: 'Restaurer',
    close: 'Fermer',
  },
  password: {
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
  },
  fullscreen: {
    enter: 'Plein écran',
    exit: 'Quitter le plein écran',
  },
  selector: {
    label: 'Sélectionner',
    filter: 'Filtrer',
    noResults: 'Aucun résultat',
    done: 'Terminé',
    selected_one: '{{count}} sélectionné',
    selected_many: '{{count}} sélectionnés',
    selected_other: '{{count}} sélectionnés',
  },
  imageViewer: {
    title: 'Image',
    download: 'Télécharger',
    copy: 'Copier l’image',
    unavailable: 'L’image n’est plus enregistrée.',
  },
  questions: {
    deleteChat: 'Supprimer la conversation «\u202f{{topic}}\u202f»\u202f?',
    clearAllData: 'Voulez-vous vraiment effacer toutes les données\u202f? Une sauvegarde complète sera d’abord téléchargée.',
  },
};
