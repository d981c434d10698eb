import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Prompty',
  subtitle: 'Vstavané: {{builtin}}, vlastné: {{user}}',
  search: 'Hľadať prompty',
  add: 'Pridať prompt',
  edit: 'Upraviť prompt',
  view: 'Zobraziť prompt',
  delete: 'Odstrániť prompt',
  use: 'Použiť',
  confirmDelete: 'Odstrániť prompt „{{title}}“?',
  titleLabel: 'Názov',
  contentLabel: 'Obsah',
  empty: 'Hľadaniu nezodpovedá žiadny prompt.',
  user: 'Vlastný',
  builtin: 'Vstavaný',
};
