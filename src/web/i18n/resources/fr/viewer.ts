import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: 'Chargement…',
  openApp: 'Ouvrir PolyChat',
  failed: 'Impossible de charger ce contenu. Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  artifact: {
    title: 'Artefact',
    subtitle: 'Partagé depuis PolyChat. Il s’exécute dans un environnement isolé, séparé de l’application.',
    frame: 'Artefact partagé',
    notFound: 'Cet artefact n’existe pas, ou son lien a expiré.',
    download: 'Télécharger',
    copyLink: 'Copier le lien',
  },
  share: {
    title: 'Conversation partagée',
    subtitle_one: '{{count}} message, partagé le {{date}}',
    subtitle_many: '{{count}} messages, partagés le {{date}}',
    subtitle_other: '{{count}} messages, partagés le {{date}}',
    notFound: 'Cette conversation partagée n’existe pas, ou son lien a expiré.',
    continue: 'Poursuivre cette conversation',
    continued: 'La conversation a été ajoutée à vos conversations.',
    footer: 'Partagé depuis <link>PolyChat</link>, un client de conversation IA libre et multi-fournisseur.',
    roles: { human: 'Vous', gpt: 'Assistant' },
  },
};
