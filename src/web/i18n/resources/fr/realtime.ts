import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Appel vocal',
  title: 'Appel vocal avec {{model}}',
  status: {
    connecting: 'Connexion…',
    listening: 'À l’écoute',
    answering: 'Répond',
    muted: 'Micro coupé',
    ended: 'Appel terminé',
  },
  hint: 'Parlez quand vous êtes prêt. Parlez pendant la réponse pour l’interrompre.',
  transcript: 'Transcription',
  you: 'Vous',
  assistant: 'Assistant',
  mute: 'Couper le micro',
  end: 'Raccrocher',
  typeLabel: 'Message écrit',
  typePlaceholder: 'Ou écrivez ici…',
  send: 'Envoyer',
  problem: {
    micDenied: 'Le micro est bloqué. Autorisez PolyChat à l’utiliser dans les paramètres du site du navigateur, puis rappelez.',
    micDeniedInWindow: 'La fenêtre de PolyChat n’a pas le droit d’utiliser le micro : sous Linux, la vue web du système ne l’autorise qu’au travers du module micro de PolyChat, absent de cette installation ou désactivé. Lancez PolyChat avec POLYCHAT_WINDOW_HOST=browser pour une fenêtre qui vous le demande, puis rappelez.',
    noMic: 'Aucun micro trouvé. Branchez-en un et rappelez.',
    micFailed: 'Le micro n’a pas pu démarrer.',
    noKey: 'Un appel vocal demande votre propre clé OpenAI ou Azure. Ajoutez-la dans les Paramètres.',
    unauthorized: 'Le code d’accès est faux ou manquant. Saisissez-le sur la page d’accès, puis rappelez.',
    forbidden: 'Ce serveur n’autorise pas ce modèle.',
    busy: 'Trop d’appels sont ouverts en ce moment. Réessayez dans un instant.',
    notConfigured: 'Ce serveur n’a pas de clé pour ce fournisseur. Ajoutez la vôtre dans les Paramètres ou demandez à l’administrateur.',
    unreachable: 'Le service vocal est injoignable. Vérifiez le modèle, la clé et la connexion.',
    tooLong: 'L’appel a atteint sa durée maximale et a été terminé.',
    tooMuch: 'L’appel a envoyé plus que ce que le serveur accepte et a été terminé.',
    lost: 'La connexion a été perdue.',
    provider: 'Le service vocal a signalé un problème.',
  },
};
