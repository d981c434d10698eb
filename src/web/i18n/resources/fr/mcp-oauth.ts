import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Se connecter',
  signInAgain: 'Se reconnecter',
  status: {
    waiting: 'Terminez la connexion dans la fenêtre qui s’est ouverte.',
    refused: 'Le serveur n’accepte plus cette connexion. Reconnectez-vous pour continuer à l’utiliser.',
    unreachable: 'Le serveur de connexion est injoignable pour renouveler la connexion. La connexion est conservée ; réessayez plus tard.',
  },
  failure: {
    unsafeAddress: 'Les paramètres de connexion du serveur indiquent une adresse que PolyChat n’ouvrira pas ({{field}}). Seules les adresses https, ou http sur cet ordinateur, sont suivies.',
    popupBlocked: 'Le navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour PolyChat et réessayez.',
    denied: 'La connexion a été annulée ou refusée.',
    timedOut: 'La connexion a pris trop de temps. Réessayez.',
    noRegistration: 'La connexion de ce serveur ne permet pas à PolyChat de s’inscrire : PolyChat ne peut donc pas s’y connecter.',
    refusedByServer: 'Le serveur de connexion a refusé la connexion.',
    unreachable: 'Le serveur de connexion est injoignable.',
    failed: 'La connexion à ce serveur a échoué.',
  },
};
