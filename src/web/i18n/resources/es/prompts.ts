import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Prompts',
  subtitle: '{{builtin}} integrados, {{user}} creados por ti',
  search: 'Buscar prompts',
  add: 'Agregar prompt',
  edit: 'Editar prompt',
  view: 'Ver prompt',
  delete: 'Eliminar prompt',
  use: 'Usar',
  confirmDelete: '¿Eliminar el prompt “{{title}}”?',
  titleLabel: 'Título',
  contentLabel: 'Contenido',
  empty: 'Ningún prompt coincide con tu búsqueda.',
  user: 'Tuyos',
  builtin: 'Integrados',
};
