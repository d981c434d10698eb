import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Tilbake',
  skip: 'Bare start',
  neverShow: 'Ikke vis igjen',
  confirmNeverShow:
    'Vil du slutte å vise maskevelgeren? Nye samtaler starter da direkte. Du kan slå den på igjen under Innstillinger.',
  title: 'Velg en maske',
  subtitle: 'Chat med sjelen bak masken',
  more: 'Finn flere',
  masks: 'Masker',
};
