import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Wissen',
    actionOn: 'Wissen ({{count}})',
  },
  compare: {
    action: 'Mehrere Modelle fragen',
    typeFirst: 'Erst eine Frage eingeben, dann mehrere Modelle fragen',
  },
  webSearch: {
    toggle: {
      on: 'Websuche: an',
      off: 'Websuche: aus',
      notSetUp: 'Websuche ist nicht eingerichtet: Wählen Sie in den Einstellungen einen Suchdienst',
    },
    by: {
      label: 'Eigene Suche des Modells',
      app: 'Die App sucht',
      model: '{{model}} sucht selbst',
      onlyModel: 'Kein Suchdienst eingerichtet: {{model}} sucht selbst',
    },
  },
  dictate: {
    dictate: 'Diktieren',
    listening: 'Hört zu…',
    transcribing: 'Deine Worte werden aufgeschrieben…',
    level: 'Mikrofonpegel',
  },
};
