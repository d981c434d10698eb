import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Um einen Chat zu verschieben, nimm ihn mit der Leertaste auf, bewege ihn mit den Pfeiltasten und lege ihn mit Leertaste oder Enter ab. Mit Esc brichst du ab.',
  start: 'Chat {{topic}} aufgenommen, Position {{position}} von {{count}}.',
  over: 'Chat {{topic}} ist über Position {{position}} von {{count}}.',
  end: 'Chat {{topic}} an Position {{position}} von {{count}} abgelegt.',
  cancel: 'Verschieben von Chat {{topic}} abgebrochen.',
};
