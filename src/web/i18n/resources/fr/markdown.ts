import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Copier le code',
    expand: 'Afficher les {{lines}} lignes',
    collapse: 'Réduire',
    plainText: 'texte',
  },
  mermaid: {
    drawing: 'Création du diagramme…',
    failed: 'Impossible d’afficher le diagramme\u202f; voici sa source.',
  },
  remoteImage: {
    label: 'Image provenant de {{host}}',
    withAlt: '«\u202f{{alt}}\u202f»\u202f: image provenant de {{host}}, non chargée',
    withoutAlt: 'Image provenant de {{host}}, non chargée',
    load: 'Charger l’image',
    always: 'Toujours charger depuis {{host}}',
  },
  artifact: {
    label: 'Artefact {{kind}}',
    views: 'Affichage',
    preview: 'Aperçu',
    code: 'Code',
    frameTitle: 'Aperçu {{kind}}',
    download: 'Télécharger',
    copy: 'Copier',
    share: 'Partager',
    shared: 'Lien copié\u202f: {{link}}',
    shareFailed: 'Échec du partage',
    tooLarge: 'Cet artefact dépasse 1\u00a0Mo et ne peut pas être partagé.',
  },
};
