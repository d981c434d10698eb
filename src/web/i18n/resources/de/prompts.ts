import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Prompts',
  subtitle: '{{builtin}} integriert, {{user}} eigene',
  search: 'Prompts durchsuchen',
  add: 'Prompt hinzufügen',
  edit: 'Prompt bearbeiten',
  view: 'Prompt ansehen',
  delete: 'Prompt löschen',
  use: 'Verwenden',
  confirmDelete: 'Prompt „{{title}}“ löschen?',
  titleLabel: 'Titel',
  contentLabel: 'Inhalt',
  empty: 'Kein Prompt passt zu deiner Suche.',
  user: 'Eigene',
  builtin: 'Integriert',
};
