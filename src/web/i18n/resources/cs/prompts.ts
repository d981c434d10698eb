import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Prompty',
  subtitle: 'Vestavěné: {{builtin}}, vlastní: {{user}}',
  search: 'Hledat prompty',
  add: 'Přidat prompt',
  edit: 'Upravit prompt',
  view: 'Zobrazit prompt',
  delete: 'Smazat prompt',
  use: 'Použít',
  confirmDelete: 'Smazat prompt „{{title}}“?',
  titleLabel: 'Název',
  contentLabel: 'Obsah',
  empty: 'Hledání neodpovídá žádný prompt.',
  user: 'Vlastní',
  builtin: 'Vestavěný',
};
