import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Executar uma ferramenta de «{{server}}»?',
    server: 'Servidor',
    tool: 'Ferramenta',
    description: 'O que o servidor diz que a ferramenta faz',
    noDescription: 'O servidor não diz o que esta ferramenta faz.',
    descriptionWarning: 'Estas palavras vêm do servidor. Não dão direito algum à ferramenta: só a sua resposta aqui a deixa ser executada.',
    arguments: 'Argumentos que o modelo envia',
    readOnly: 'Segundo o servidor, esta ferramenta apenas lê: não altera nada.',
    writes: 'Segundo o servidor, esta ferramenta altera coisas mas não destrói nada.',
    destructive: 'O servidor não diz que esta ferramenta é inofensiva: pode alterar ou apagar coisas, por isso é perguntado sempre.',
    allowOnce: 'Permitir uma vez',
    allowChat: 'Permitir nesta conversa',
    deny: 'Recusar',
    waiting_one: 'Mais {{count}} chamada aguarda a sua resposta.',
    waiting_many: 'Mais {{count}} chamadas aguardam a sua resposta.',
    waiting_other: 'Mais {{count}} chamadas aguardam a sua resposta.',
  },
  result: {
    denied: 'Você não permitiu esta chamada; o modelo foi informado.',
    badArguments: 'O modelo enviou argumentos que não são um objeto JSON, por isso a ferramenta não foi chamada.',
    unknownTool: 'Esta conversa não tem nenhuma ferramenta chamada «{{name}}».',
    toolError: '«{{server}}» diz que a ferramenta falhou:',
    refused: '«{{server}}» recusou a chamada:',
    unreachable: '«{{server}}» não pode ser contactado ou deixou de responder, por isso a ferramenta não deu resultado.',
    timeout: '«{{server}}» não respondeu em {{seconds}} segundos.',
    empty: 'A ferramenta não devolveu nada.',
    cut: 'O resultado tem mais de {{limit}} caracteres: só os primeiros {{limit}} foram dados ao modelo e são mostrados.',
    imageType: 'Uma imagem do tipo «{{type}}» foi omitida: só são mostradas imagens PNG, JPEG, GIF e WebP.',
    imageTooLarge: 'Uma imagem com mais de {{kilobytes}} KB foi omitida.',
    tooManyImages: 'Só as primeiras {{limit}} imagens são mostradas; as restantes foram omitidas.',
    audio: 'A ferramenta devolveu um som, que não é reproduzido aqui.',
    serverLeftOut: '«{{server}}» não pode ser contactado: as suas ferramentas ficam fora desta resposta.',
  },
  picker: {
    server: 'Servidor MCP · {{tools}}',
    toolCount_one: '{{count}} ferramenta',
    toolCount_many: '{{count}} ferramentas',
    toolCount_other: '{{count}} ferramentas',
    toolsUnknown: 'ferramentas ainda não listadas',
  },
};
