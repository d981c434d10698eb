import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Klávesové zkratky',
  send: 'Odeslat zprávu',
  newline: 'Nový řádek ve zprávě',
  prompts: 'Na začátku zprávy: hledat v promptech',
  commands: 'Na začátku zprávy: použít příkaz',
  recall: 'V prázdném poli: vrátit poslední zprávu',
  switchChat: 'Přejít na předchozí nebo další chat',
  reorder: 'Zvednout vybraný chat v seznamu, přesunout ho šipkami a pustit mezerníkem',
  close: 'Zavřít dialog, nabídku nebo návrhy',
  help: 'Zobrazit tyto zkratky',
  space: 'Mezerník',
};
