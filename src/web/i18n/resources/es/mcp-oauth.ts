import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Iniciar sesión',
  signInAgain: 'Volver a iniciar sesión',
  status: {
    waiting: 'Termina de iniciar sesión en la ventana que se abrió.',
    refused: 'El servidor ya no acepta este inicio de sesión. Vuelve a iniciar sesión para seguir usándolo.',
    unreachable: 'No se pudo contactar con el servidor de inicio de sesión para renovarlo. La sesión se conserva; inténtalo más tarde.',
  },
  failure: {
    unsafeAddress: 'La configuración de inicio de sesión del servidor indica una dirección que PolyChat no abrirá ({{field}}). Solo se siguen direcciones https, o http en este equipo.',
    popupBlocked: 'El navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para PolyChat e inténtalo de nuevo.',
    denied: 'El inicio de sesión se canceló o fue rechazado.',
    timedOut: 'El inicio de sesión tardó demasiado. Inténtalo de nuevo.',
    noRegistration: 'El inicio de sesión de este servidor no permite que PolyChat se registre, así que PolyChat no puede iniciar sesión en él.',
    refusedByServer: 'El servidor de inicio de sesión rechazó el inicio de sesión.',
    unreachable: 'No se pudo contactar con el servidor de inicio de sesión.',
    failed: 'No se pudo iniciar sesión en este servidor.',
  },
};
