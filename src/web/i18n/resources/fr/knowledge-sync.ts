import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Sur un autre appareil',
  elsewhereHint: 'Son texte est resté sur l’appareil qui l’a ajouté. Activez Inclure les documents dans Paramètres → Synchronisation sur les deux appareils pour y chercher aussi ici.',
  webPage: 'Page web',
  addPage: 'Ajouter une page web',
  pageAddress: 'Adresse de la page web',
  readingPage: 'Lecture de {{url}}…',
  pageFailure: {
    'invalid-url': 'Ce n’est pas une adresse web. Saisissez-en une comme https://example.com/page.',
    blocked_address: 'Le serveur ne lit pas cette adresse : ce n’est pas une page web publique.',
    timeout: 'La page a mis trop de temps à répondre. Réessayez plus tard.',
    too_large: 'La page est trop volumineuse pour être lue.',
    bad_status: 'Le site a répondu par une erreur ({{status}}).',
    unsupported_type: 'Cette adresse n’est ni une page web ni un document lisible.',
    unreadable: 'La page ne contient aucun texte lisible.',
    unreachable: 'La page est injoignable. Vérifiez l’adresse et la connexion.',
    too_many_redirects: 'La page redirige trop de fois pour être lue.',
    unauthorized: 'Le serveur demande le code d’accès avant de lire des pages. Saisissez-le dans les Paramètres.',
    refused: 'Le serveur a refusé de lire la page.',
    badAnswer: 'La réponse du serveur n’a pas pu être comprise.',
  },
  includeDocuments: {
    title: 'Inclure les documents',
    subTitle: 'Envoyer aussi le texte des fichiers des bases de connaissances : {{size}} actuellement, {{max}} au plus. Leurs noms et listes de fichiers sont toujours synchronisés.',
  },
};
