import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Editar conversa',
    topic: 'Assunto',
    topicHint: 'Exibido na lista de conversas. Deixe em branco para usar o padrão.',
    done: 'Concluído',
  },
  menu: {
    regenerateTitle: 'Gerar título novamente',
    clearContext: 'Limpar contexto',
    revertClear: 'Desfazer limpeza do contexto',
    reset: 'Redefinir conversa',
    stats: 'Estatísticas',
    summary: 'Resumo do histórico',
  },
  title: {
    working: 'Pedindo um título ao modelo…',
    updated: 'Novo título: {{topic}}',
    empty: 'O modelo não sugeriu um título; o assunto foi mantido.',
    failed: 'Não foi possível gerar o título: {{message}}',
  },
  reset: {
    confirm: 'Redefinir esta conversa? As mensagens e o resumo do histórico serão excluídos; o contexto predefinido será mantido.',
    done: 'Conversa redefinida',
  },
  stats: {
    usage: 'Tokens informados pelos provedores: {{input}} de entrada, {{output}} de saída',
    cost: 'cerca de {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Estatísticas',
    messages: 'Mensagens',
    tokens: 'Tokens estimados',
    words: 'Palavras',
    characters: 'Caracteres',
    note: 'Contagem feita nas mensagens desta conversa, com a mesma estimativa que o app usa para dimensionar o contexto.',
  },
  summary: {
    now: 'Resumir agora',
    working: 'Resumindo a conversa…',
    updated: 'O resumo do histórico foi atualizado.',
    empty: 'O modelo respondeu sem um resumo.',
    title: 'Resumo do histórico',
    none: 'Ainda não há resumo. Quando as mensagens desde o último resumo passarem de {{threshold}} tokens estimados e “Enviar memória” estiver ativado, o modelo será solicitado a resumi-las.',
    memoryOff: '“Enviar memória” está desativado nesta conversa: nenhum resumo é gerado nem enviado.',
    covers_one: 'Resume a primeira mensagem desta conversa.',
    covers_many: 'Resume as primeiras {{count}} mensagens desta conversa.',
    covers_other: 'Resume as primeiras {{count}} mensagens desta conversa.',
    sent: 'Enviado com cada solicitação como a memória da conversa.',
    notSent: 'Não enviado: o contexto foi limpo após a mensagem {{clearIndex}}, além do trecho que o resumo cobre.',
  },
  json: {
    export: 'Exportar conversa como JSON',
    import: 'Importar conversa de JSON',
    imported: 'Conversa “{{topic}}” importada',
  },
};
