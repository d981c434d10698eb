import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat gelöscht',
  revert: 'Rückgängig',
  deleteChat: 'Chat löschen',
  confirmDelete: 'Chat „{{topic}}“ löschen?',
  drag: {
    instructions:
      'Um einen Chat zu verschieben, nimm ihn mit der Leertaste auf, bewege ihn mit den Pfeiltasten und lege ihn mit Leertaste oder Enter ab. Mit Esc brichst du ab.',
    start: 'Chat {{topic}} aufgenommen, Position {{position}} von {{count}}.',
    over: 'Chat {{topic}} ist über Position {{position}} von {{count}}.',
    end: 'Chat {{topic}} an Position {{position}} von {{count}} abgelegt.',
    cancel: 'Verschieben von Chat {{topic}} abgebrochen.',
  },
  header: {
    edit: 'Chat bearbeiten',
    more: 'Weitere Chat-Aktionen',
  },
  fork: {
    action: 'Ab hier verzweigen',
    done: 'Neuer Chat mit den Nachrichten bis hier',
    topic: '{{topic}} (Zweig)',
  },
};
