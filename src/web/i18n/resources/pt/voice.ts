import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Ler em voz alta',
  pause: 'Pausar a leitura',
  resume: 'Retomar a leitura',
  stop: 'Parar a leitura',
  dictate: 'Ditar',
  listening: 'Ouvindo…',
  transcribing: 'Escrevendo o que você disse…',
  level: 'Nível do microfone',
  readFailed: 'Não foi possível ler a resposta em voz alta. {{reason}}',
  dictationFailed: 'Não foi possível transcrever o ditado. {{reason}}',
  failure: {
    denied: 'O PolyChat não tem permissão para usar o microfone. Permita nas configurações do navegador para este site e tente de novo.',
    noDevice: 'Nenhum microfone foi encontrado. Conecte um e tente de novo.',
    microphone: 'Não foi possível abrir o microfone; outro aplicativo pode estar usando-o.',
    auth: 'O provedor de voz recusou a chave. Verifique-a nas configurações.',
    busy: 'O provedor de voz está ocupado. Tente de novo em instantes.',
    failed: 'O provedor de voz não conseguiu fazer isso. Tente de novo ou escolha outro provedor de voz nas configurações.',
    unreachable: 'Não foi possível contatar o provedor de voz. Verifique a conexão e tente de novo.',
    setup: 'As configurações do provedor de voz estão incompletas. Conclua-as nas configurações.',
    unsupported: 'Este navegador não consegue fazer isso sozinho. Escolha OpenAI ou Azure como provedor de voz nas configurações.',
  },
  settings: {
    title: 'Voz',
    provider: {
      title: 'Provedor de voz',
      subTitle: 'Quem lê as respostas em voz alta e transcreve os ditados. A voz do próprio navegador funciona sem chave.',
      browser: 'Este navegador',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Modelo de fala', subTitle: 'O modelo da OpenAI, ou o nome da implantação do Azure, que lê em voz alta' },
    voice: { title: 'Voz' },
    speed: { title: 'Velocidade da fala', subTitle: '1 é normal; de 0,25 a 4' },
    transcriptionModel: { title: 'Modelo de transcrição', subTitle: 'O modelo da OpenAI, ou o nome da implantação do Azure, que transcreve os ditados' },
    readReplies: { title: 'Ler cada resposta em voz alta', subTitle: 'Cada nova resposta é lida conforme chega' },
    dictationMode: {
      title: 'Ditado',
      push: 'Pressionar para falar: segure o botão enquanto fala',
      handsFree: 'Mãos livres: pressione uma vez, ele para quando você faz uma pausa',
    },
    sendDictation: { title: 'Enviar o ditado na hora', subTitle: 'Caso contrário, as palavras esperam no campo de texto para você editar' },
  },
  shortcut: 'Ditar (segure para pressionar para falar)',
};
