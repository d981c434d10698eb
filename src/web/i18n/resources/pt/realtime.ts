import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Chamada de voz',
  title: 'Chamada de voz com {{model}}',
  status: {
    connecting: 'Conectando…',
    listening: 'Ouvindo',
    answering: 'Respondendo',
    muted: 'Microfone desligado',
    ended: 'Chamada encerrada',
  },
  hint: 'Fale quando estiver pronto. Fale por cima da resposta para interrompê-la.',
  transcript: 'Transcrição',
  you: 'Você',
  assistant: 'Assistente',
  mute: 'Desligar microfone',
  end: 'Desligar chamada',
  typeLabel: 'Mensagem escrita',
  typePlaceholder: 'Ou escreva aqui…',
  send: 'Enviar',
  problem: {
    micDenied: 'O microfone está bloqueado. Permita que o PolyChat o use nas configurações do site no navegador e ligue de novo.',
    micDeniedInWindow: 'A janela do PolyChat não tem permissão para usar o microfone: no Linux, a visualização web do sistema só o permite através do módulo de microfone do PolyChat, que esta instalação não tem ou tem desativado. Inicie o PolyChat com POLYCHAT_WINDOW_HOST=browser para ter uma janela que lhe pergunte e ligue novamente.',
    noMic: 'Nenhum microfone encontrado. Conecte um e ligue de novo.',
    micFailed: 'Não foi possível iniciar o microfone.',
    noKey: 'Uma chamada de voz precisa da sua própria chave da OpenAI ou do Azure. Adicione-a nas Configurações.',
    unauthorized: 'O código de acesso está errado ou falta. Digite-o na página de acesso e ligue de novo.',
    forbidden: 'Este servidor não permite este modelo.',
    busy: 'Há chamadas demais abertas agora. Tente de novo daqui a pouco.',
    notConfigured: 'Este servidor não tem chave para este provedor. Adicione a sua nas Configurações ou fale com o administrador.',
    unreachable: 'Não foi possível alcançar o serviço de voz. Verifique o modelo, a chave e a conexão.',
    tooLong: 'A chamada atingiu a duração máxima e foi encerrada.',
    tooMuch: 'A chamada enviou mais do que o servidor aceita e foi encerrada.',
    lost: 'A conexão caiu.',
    provider: 'O serviço de voz relatou um problema.',
  },
};
