import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Onayla',
  cancel: 'İptal',
  close: 'Kapat',
  save: 'Kaydet',
  delete: 'Sil',
  edit: 'Düzenle',
  add: 'Ekle',
  back: 'Geri',
  loading: 'Yükleniyor',
  chooseAvatar: 'Avatar seçin',
  copy: 'Kopyala',
  copySuccess: 'Panoya kopyalandı',
  copyFailed: 'Kopyalanamadı. Lütfen panoya erişim izni verin',
  downloadSuccess: 'İndirme tamamlandı',
  downloadFailed: 'İndirme başarısız oldu',
};
