import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  save: 'Speichern',
  delete: 'Löschen',
  edit: 'Bearbeiten',
  add: 'Hinzufügen',
  back: 'Zurück',
  loading: 'Wird geladen',
  chooseAvatar: 'Avatar auswählen',
  copy: 'Kopieren',
  copySuccess: 'In die Zwischenablage kopiert',
  copyFailed: 'Kopieren fehlgeschlagen. Bitte erlaube den Zugriff auf die Zwischenablage.',
  downloadSuccess: 'Download abgeschlossen',
  downloadFailed: 'Download fehlgeschlagen',
};
