import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Rapporter feilen',
    clearAll: 'Slett alle data',
    details: 'Feildetaljer',
  },
  modal: {
    maximise: 'Maksimer',
    restore: 'Gjenopprett',
    close: 'Lukk',
  },
  password: {
    show: 'Vis passord',
    hide: 'Skjul passord',
  },
  fullscreen: {
    enter: 'Fullskjerm',
    exit: 'Avslutt fullskjerm',
  },
  selector: {
    label: 'Velg',
    filter: 'Filtrer',
    noResults: 'Ingen treff',
    done: 'Ferdig',
    selected_one: '{{count}} valgt',
    selected_other: '{{count}} valgt',
  },
  imageViewer: {
    title: 'Bilde',
    download: 'Last ned',
    copy: 'Kopier bilde',
    unavailable: 'Bildet er ikke lagret lenger.',
  },
  questions: {
    deleteChat: 'Vil du slette samtalen «{{topic}}»?',
    clearAllData: 'Er du sikker på at du vil slette alle data? En sikkerhetskopi av alt blir lastet ned først.',
  },
};
