import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Kunnskap',
    actionOn: 'Kunnskap ({{count}})',
  },
  compare: {
    action: 'Spør flere modeller',
    typeFirst: 'Skriv et spørsmål først, og spør deretter flere modeller',
  },
  webSearch: {
    toggle: {
      on: 'Nettsøk: på',
      off: 'Nettsøk: av',
      notSetUp: 'Nettsøk er ikke satt opp: velg en søketjeneste i Innstillinger',
    },
    by: {
      label: 'Modellens eget søk',
      app: 'Appen søker',
      model: '{{model}} søker selv',
      onlyModel: 'Ingen søketjeneste er satt opp: {{model}} søker selv',
    },
  },
  dictate: {
    dictate: 'Dikter',
    listening: 'Lytter…',
    transcribing: 'Skriver ned det du sa…',
    level: 'Mikrofonnivå',
  },
};
