import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Chargement…',
  defaultTopic: 'Nouvelle conversation',
  sidebar: {
    label: 'Barre latérale',
    subtitle: 'Discutez avec tous vos modèles, au même endroit.',
    chats: 'Conversations',
    newChat: 'Nouvelle conversation',
    masks: 'Masques',
    settings: 'Paramètres',
    sync: { running: 'Synchronisation…', success: 'Synchronisé à {{time}}', failed: 'Échec de la synchronisation\u202f: voir Paramètres → Synchronisation' },
    discovery: 'Découvrir',
    resize: 'Redimensionner la barre latérale',
    noChats: 'Aucune conversation',
    messageCount_one: '{{count, number}} message',
    messageCount_many: '{{count, number}} messages',
    messageCount_other: '{{count, number}} messages',
  },
  nav: {
    back: 'Retour',
  },
  errorBoundary: {
    title: 'Oups, une erreur s’est produite',
    report: 'Signaler cette erreur',
    clearAll: 'Effacer toutes les données',
    details: 'Détails de l’erreur',
  },
  storage: {
    skippedRecords_one: '{{count}} élément enregistré est illisible et a été ignoré.',
    skippedRecords_many: '{{count}} éléments enregistrés sont illisibles et ont été ignorés.',
    skippedRecords_other: '{{count}} éléments enregistrés sont illisibles et ont été ignorés.',
    unavailable: 'Le stockage local est indisponible\u202f: vos modifications seront perdues à la fermeture de cette page.',
    writeFailed: 'Échec de l’enregistrement\u202f: {{message}}',
  },
  serverConfig: {
    unreadable: 'Les paramètres du serveur n’ont pas pu être lus\u202f: ses règles d’accès et ses modèles manquent. Rechargez la page\u202f; si cela se reproduit, prévenez l’administrateur.',
  },
};
