import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

/** The pages a link opens alone, without the sidebar: a shared artifact and a shared chat. */
export const viewer: LocaleShape<typeof en> = {
  loading: 'Carregando…',
  openApp: 'Abrir o PolyChat',
  failed: 'Não foi possível carregar. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  artifact: {
    title: 'Artefato',
    subtitle: 'Compartilhado pelo PolyChat. Ele é executado em um ambiente isolado, separado do app.',
    frame: 'Artefato compartilhado',
    notFound: 'Este artefato não existe ou o link dele expirou.',
    download: 'Baixar',
    copyLink: 'Copiar link',
  },
  share: {
    title: 'Conversa compartilhada',
    subtitle_one: '{{count}} mensagem, compartilhada em {{date}}',
    subtitle_many: '{{count}} mensagens, compartilhadas em {{date}}',
    subtitle_other: '{{count}} mensagens, compartilhadas em {{date}}',
    notFound: 'Esta conversa compartilhada não existe ou o link dela expirou.',
    continue: 'Continuar esta conversa',
    continued: 'A conversa foi adicionada às suas conversas.',
    footer: 'Compartilhado pelo <link>PolyChat</link>, um cliente de conversas com IA de código aberto para vários provedores.',
    roles: { human: 'Você', gpt: 'Assistente' },
  },
};
