import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Atalhos de teclado',
  send: 'Enviar a mensagem',
  newline: 'Começar uma nova linha na mensagem',
  prompts: 'No início de uma mensagem: pesquisar os prompts',
  commands: 'No início de uma mensagem: usar um comando',
  recall: 'Com o campo vazio: trazer de volta sua última mensagem',
  switchChat: 'Ir para a conversa anterior ou seguinte',
  reorder: 'Pegar a conversa em foco na lista, movê-la com as setas e soltá-la com Espaço',
  close: 'Fechar uma caixa de diálogo, um menu ou as sugestões',
  help: 'Mostrar estes atalhos',
  space: 'Espaço',
};
