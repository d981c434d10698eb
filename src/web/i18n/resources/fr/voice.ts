import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Lire à voix haute',
  pause: 'Mettre la lecture en pause',
  resume: 'Reprendre la lecture',
  stop: 'Arrêter la lecture',
  dictate: 'Dicter',
  listening: 'À l’écoute…',
  transcribing: 'Transcription de vos paroles…',
  level: 'Niveau du micro',
  readFailed: 'La réponse n’a pas pu être lue à voix haute. {{reason}}',
  dictationFailed: 'La dictée n’a pas pu être transcrite. {{reason}}',
  failure: {
    denied: 'PolyChat n’a pas le droit d’utiliser le micro. Autorisez-le dans les paramètres du navigateur pour ce site, puis réessayez.',
    noDevice: 'Aucun micro n’a été trouvé. Branchez-en un et réessayez.',
    microphone: 'Le micro n’a pas pu être ouvert ; une autre application l’utilise peut-être.',
    auth: 'Le fournisseur vocal a refusé la clé. Vérifiez-la dans les paramètres.',
    busy: 'Le fournisseur vocal est occupé. Réessayez dans un instant.',
    failed: 'Le fournisseur vocal n’a pas pu le faire. Réessayez, ou choisissez un autre fournisseur vocal dans les paramètres.',
    unreachable: 'Le fournisseur vocal est injoignable. Vérifiez la connexion et réessayez.',
    setup: 'Les paramètres du fournisseur vocal sont incomplets. Complétez-les dans les paramètres.',
    unsupported: 'Ce navigateur ne sait pas le faire seul. Choisissez OpenAI ou Azure comme fournisseur vocal dans les paramètres.',
  },
  settings: {
    title: 'Voix',
    provider: {
      title: 'Fournisseur vocal',
      subTitle: 'Qui lit les réponses à voix haute et transcrit les dictées. La voix du navigateur fonctionne sans clé.',
      browser: 'Ce navigateur',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Modèle de synthèse vocale', subTitle: 'Le modèle OpenAI, ou le nom du déploiement Azure, qui lit à voix haute' },
    voice: { title: 'Voix' },
    speed: { title: 'Vitesse de parole', subTitle: '1 est la vitesse normale ; de 0,25 à 4' },
    transcriptionModel: { title: 'Modèle de transcription', subTitle: 'Le modèle OpenAI, ou le nom du déploiement Azure, qui transcrit les dictées' },
    readReplies: { title: 'Lire chaque réponse à voix haute', subTitle: 'Chaque nouvelle réponse est lue à mesure qu’elle arrive' },
    dictationMode: {
      title: 'Dictée',
      push: 'Appuyer pour parler : maintenez le bouton pendant que vous parlez',
      handsFree: 'Mains libres : appuyez une fois, elle s’arrête quand vous faites une pause',
    },
    sendDictation: { title: 'Envoyer la dictée aussitôt', subTitle: 'Sinon, les mots attendent dans la zone de saisie pour que vous les modifiiez' },
  },
  shortcut: 'Dicter (maintenir pour appuyer-pour-parler)',
};
