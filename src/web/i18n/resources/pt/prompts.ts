import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Prompts',
  subtitle: '{{builtin}} integrados, {{user}} criados por você',
  search: 'Buscar prompts',
  add: 'Adicionar prompt',
  edit: 'Editar prompt',
  view: 'Ver prompt',
  delete: 'Excluir prompt',
  use: 'Usar',
  confirmDelete: 'Excluir o prompt “{{title}}”?',
  titleLabel: 'Título',
  contentLabel: 'Conteúdo',
  empty: 'Nenhum prompt corresponde à sua busca.',
  user: 'Seus',
  builtin: 'Integrados',
};
