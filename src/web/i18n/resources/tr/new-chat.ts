import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Geri dön',
  skip: 'Hemen başla',
  neverShow: 'Bir daha gösterme',
  confirmNeverShow: 'Maske seçici bir daha gösterilmesin mi? Yeni sohbetler doğrudan başlar; bunu ayarlardan yeniden açabilirsiniz.',
  title: 'Bir maske seçin',
  subtitle: 'Maskenin ardındaki ruhla sohbet edin',
  more: 'Daha fazlasını bul',
  masks: 'Maskeler',
};
