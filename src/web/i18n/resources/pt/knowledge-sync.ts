import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Em outro dispositivo',
  elsewhereHint: 'O texto ficou no dispositivo que o adicionou. Ative Incluir documentos em Configurações → Sincronização nos dois dispositivos para pesquisá-lo aqui também.',
  webPage: 'Página web',
  addPage: 'Adicionar página web',
  pageAddress: 'Endereço da página web',
  readingPage: 'Lendo {{url}}…',
  pageFailure: {
    'invalid-url': 'Isso não é um endereço web. Digite um como https://example.com/pagina.',
    blocked_address: 'O servidor não lê este endereço: não é uma página web pública.',
    timeout: 'A página demorou demais para responder. Tente novamente mais tarde.',
    too_large: 'A página é grande demais para ser lida.',
    bad_status: 'O site respondeu com um erro ({{status}}).',
    unsupported_type: 'Este endereço não é uma página web nem um documento legível.',
    unreadable: 'A página não tem texto legível.',
    unreachable: 'Não foi possível acessar a página. Verifique o endereço e a conexão.',
    too_many_redirects: 'A página redireciona vezes demais para ser lida.',
    unauthorized: 'O servidor pede o código de acesso antes de ler páginas. Digite-o nas Configurações.',
    refused: 'O servidor se recusou a ler a página.',
    badAnswer: 'Não foi possível entender a resposta do servidor.',
  },
  includeDocuments: {
    title: 'Incluir documentos',
    subTitle: 'Enviar também o texto dos arquivos das bases de conhecimento: {{size}} agora, no máximo {{max}}. Os nomes e as listas de arquivos são sempre sincronizados.',
  },
};
