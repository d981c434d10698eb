import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Znalosti',
    actionOn: 'Znalosti ({{count}})',
  },
  compare: {
    action: 'Zeptat se více modelů',
    typeFirst: 'Nejdřív napište otázku, pak se zeptejte více modelů',
  },
  webSearch: {
    toggle: {
      on: 'Hledání na webu: zapnuto',
      off: 'Hledání na webu: vypnuto',
      notSetUp: 'Hledání na webu není nastaveno: vyberte vyhledávací službu v Nastavení',
    },
    by: {
      label: 'Vlastní vyhledávání modelu',
      app: 'Vyhledává aplikace',
      model: '{{model}} vyhledává sám',
      onlyModel: 'Není nastavena žádná vyhledávací služba: {{model}} vyhledává sám',
    },
  },
  dictate: {
    dictate: 'Diktovat',
    listening: 'Poslouchám…',
    transcribing: 'Zapisuji, co jste řekli…',
    level: 'Úroveň mikrofonu',
  },
};
