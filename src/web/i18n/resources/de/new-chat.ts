import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Zurück',
  skip: 'Einfach loslegen',
  neverShow: 'Nicht mehr anzeigen',
  confirmNeverShow:
    'Die Maskenauswahl nicht mehr anzeigen? Neue Chats starten dann direkt. Du kannst sie in den Einstellungen wieder einschalten.',
  title: 'Maske wählen',
  subtitle: 'Chatte mit der Seele hinter der Maske',
  more: 'Mehr entdecken',
  masks: 'Masken',
};
