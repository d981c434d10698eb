import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Klávesové skratky',
  send: 'Odoslať správu',
  newline: 'Nový riadok v správe',
  prompts: 'Na začiatku správy: hľadať v promptoch',
  commands: 'Na začiatku správy: použiť príkaz',
  recall: 'V prázdnom poli: vrátiť poslednú správu',
  switchChat: 'Prejsť na predchádzajúci alebo ďalší chat',
  reorder: 'Zdvihnúť vybraný chat v zozname, presunúť ho šípkami a pustiť medzerníkom',
  close: 'Zavrieť dialóg, ponuku alebo návrhy',
  help: 'Zobraziť tieto skratky',
  space: 'Medzerník',
};
