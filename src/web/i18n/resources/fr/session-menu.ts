import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
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
    costBelow: '< {{cost}}',
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
  json: {
    export: 'Exporter la conversation en JSON',
    import: 'Importer une conversation JSON',
    imported: 'Conversation «\u202f{{topic}}\u202f» importée',
  },
};
