import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Entrar',
  signInAgain: 'Entrar novamente',
  status: {
    waiting: 'Conclua a entrada na janela que foi aberta.',
    refused: 'O servidor não aceita mais esta entrada. Entre novamente para continuar a usá-lo.',
    unreachable: 'Não foi possível contactar o servidor de entrada para renovar a sessão. A sessão é mantida; tente mais tarde.',
  },
  failure: {
    unsafeAddress: 'As configurações de entrada do servidor indicam um endereço que o PolyChat não abrirá ({{field}}). Só são seguidos endereços https, ou http neste computador.',
    popupBlocked: 'O navegador bloqueou a janela de entrada. Permita janelas pop-up para o PolyChat e tente novamente.',
    denied: 'A entrada foi cancelada ou recusada.',
    timedOut: 'A entrada demorou demais. Tente novamente.',
    noRegistration: 'A entrada deste servidor não permite que o PolyChat se registre, então o PolyChat não pode entrar nele.',
    refusedByServer: 'O servidor de entrada recusou a entrada.',
    unreachable: 'Não foi possível contactar o servidor de entrada.',
    failed: 'Não foi possível entrar neste servidor.',
  },
};
