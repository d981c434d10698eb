import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Prompt',
  subtitle: 'Integrati: {{builtin}} · personalizzati: {{user}}',
  search: 'Cerca prompt',
  add: 'Aggiungi prompt',
  edit: 'Modifica prompt',
  view: 'Visualizza prompt',
  delete: 'Elimina prompt',
  use: 'Usa',
  confirmDelete: 'Eliminare il prompt “{{title}}”?',
  titleLabel: 'Titolo',
  contentLabel: 'Contenuto',
  empty: 'Nessun prompt corrisponde alla ricerca.',
  user: 'Tuoi',
  builtin: 'Integrati',
};
