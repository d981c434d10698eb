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
  editor: {
    title: 'Modifier la conversation',
    topic: 'Sujet',
    topicHint: 'Affiché dans la liste des conversations. Laissez vide pour utiliser le sujet par défaut.',
    done: 'Terminé',
  },
  menu: {
    regenerateTitle: 'Régénérer le titre',
    clearContext: 'Effacer le contexte',
    revertClear: 'Restaurer le contexte effacé',
    reset: 'Réinitialiser la conversation',
    stats: 'Statistiques',
    summary: 'Résumé de l’historique',
  },
  title: {
    working: 'Demande d’un titre au modèle…',
    updated: 'Nouveau titre\u202f: {{topic}}',
    empty: 'Le modèle n’a proposé aucun titre\u202f; le sujet actuel est conservé.',
    failed: 'Impossible de générer le titre\u202f: {{message}}',
  },
  reset: {
    confirm: 'Réinitialiser cette conversation\u202f? Ses messages et le résumé de son historique seront supprimés\u202f; le contexte prédéfini est conservé.',
    done: 'Conversation réinitialisée',
  },
  stats: {
    usage: 'Tokens indiqués par les fournisseurs\u202f: {{input}} en entrée, {{output}} en sortie',
    cost: 'environ {{cost}}',
    title: 'Statistiques',
    messages: 'Messages',
    tokens: 'Tokens estimés',
    words: 'Mots',
    characters: 'Caractères',
    note: 'Calculé sur les messages de cette conversation, selon l’estimation qu’utilise l’application pour répartir le contexte.',
  },
  summary: {
    now: 'Résumer maintenant',
    working: 'Création du résumé…',
    updated: 'Le résumé de l’historique a été mis à jour.',
    empty: 'Le modèle n’a renvoyé aucun résumé.',
    title: 'Résumé de l’historique',
    none: 'Aucun résumé pour l’instant. Dès que les messages envoyés depuis le dernier résumé dépassent {{threshold}} tokens estimés, et si «\u202fEnvoyer la mémoire\u202f» est activé, le modèle est invité à les résumer.',
    memoryOff: '«\u202fEnvoyer la mémoire\u202f» est désactivé pour cette conversation\u202f: aucun résumé n’est rédigé ni envoyé.',
    covers_one: 'Résume le premier message de cette conversation.',
    covers_many: 'Résume les {{count}} premiers messages de cette conversation.',
    covers_other: 'Résume les {{count}} premiers messages de cette conversation.',
    sent: 'Envoyé avec chaque requête comme mémoire de la conversation.',
    notSent: 'Non envoyé\u202f: le contexte a été effacé après le message {{clearIndex}}, au-delà de ce que couvre le résumé.',
  },
  fork: {
    action: 'Créer une branche ici',
    done: 'Nouvelle conversation créée avec les messages jusqu’à celui-ci',
    topic: '{{topic}} (branche)',
  },
};
