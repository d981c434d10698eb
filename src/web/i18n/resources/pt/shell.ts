import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Carregando…',
  defaultTopic: 'Nova conversa',
  sidebar: {
    label: 'Barra lateral',
    subtitle: 'Converse com todos os modelos que você usa, em um só lugar.',
    chats: 'Conversas',
    newChat: 'Nova conversa',
    masks: 'Máscaras',
    settings: 'Configurações',
    sync: { running: 'Sincronizando…', success: 'Sincronizado às {{time}}', failed: 'Falha na sincronização: veja Configurações → Sincronização' },
    discovery: 'Descobrir',
    resize: 'Redimensionar barra lateral',
    noChats: 'Nenhuma conversa ainda',
    messageCount_one: '{{count, number}} mensagem',
    messageCount_many: '{{count, number}} mensagens',
    messageCount_other: '{{count, number}} mensagens',
  },
  nav: {
    back: 'Voltar',
  },
  errorBoundary: {
    title: 'Ops, algo deu errado',
    report: 'Relatar este erro',
    clearAll: 'Apagar todos os dados',
    details: 'Detalhes do erro',
  },
  storage: {
    skippedRecords_one: '{{count}} registro salvo não pôde ser lido e foi ignorado.',
    skippedRecords_many: '{{count}} registros salvos não puderam ser lidos e foram ignorados.',
    skippedRecords_other: '{{count}} registros salvos não puderam ser lidos e foram ignorados.',
    unavailable: 'O armazenamento local não está disponível: as alterações serão perdidas quando esta página for fechada.',
    writeFailed: 'Falha ao salvar: {{message}}',
  },
  serverConfig: {
    unreadable: 'Não foi possível ler as configurações do servidor, por isso faltam as regras de acesso e os modelos dele. Recarregue a página; se continuar acontecendo, avise o administrador.',
  },
};
