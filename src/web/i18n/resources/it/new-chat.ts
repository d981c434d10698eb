import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Indietro',
  skip: 'Inizia subito',
  neverShow: 'Non mostrare più',
  confirmNeverShow: 'Non mostrare più la scelta della maschera? Le nuove chat partiranno direttamente; potrai riattivarla nelle impostazioni.',
  title: 'Scegli una maschera',
  subtitle: 'Chatta con l’anima dietro la maschera',
  more: 'Scopri altre',
  masks: 'Maschere',
};
