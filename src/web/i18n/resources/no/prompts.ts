import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Ledetekster',
  subtitle: '{{builtin}} innebygde, {{user}} egne',
  search: 'Søk i ledetekster',
  add: 'Legg til ledetekst',
  edit: 'Rediger ledetekst',
  view: 'Vis ledetekst',
  delete: 'Slett ledetekst',
  use: 'Bruk',
  confirmDelete: 'Vil du slette ledeteksten «{{title}}»?',
  titleLabel: 'Tittel',
  contentLabel: 'Innhold',
  empty: 'Ingen ledetekster samsvarer med søket.',
  user: 'Dine',
  builtin: 'Innebygde',
};
