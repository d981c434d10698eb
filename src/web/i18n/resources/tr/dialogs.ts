import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Bu hatayı bildir',
    clearAll: 'Tüm verileri temizle',
    details: 'Hata ayrıntıları',
  },
  modal: {
    maximise: 'Ekranı kapla',
    restore: 'Önceki boyuta getir',
    close: 'Kapat',
  },
  password: {
    show: 'Parolayı göster',
    hide: 'Parolayı gizle',
  },
  fullscreen: {
    enter: 'Tam ekran',
    exit: 'Tam ekrandan çık',
  },
  selector: {
    label: 'Seç',
    filter: 'Filtrele',
    noResults: 'Eşleşme yok',
    done: 'Bitti',
    selected_one: '{{count}} seçili',
    selected_other: '{{count}} seçili',
  },
  imageViewer: {
    title: 'Görsel',
    download: 'İndir',
    copy: 'Görseli kopyala',
    unavailable: 'Görsel artık saklanmıyor.',
  },
  questions: {
    deleteChat: '“{{topic}}” sohbeti silinsin mi?',
    clearAllData: 'Tüm verileri temizlemek istediğinizden emin misiniz? Önce her şeyin yedek dosyası indirilir.',
  },
};
