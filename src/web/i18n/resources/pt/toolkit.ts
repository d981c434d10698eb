import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
  toast: {
    region: 'Notificações',
  },
};
