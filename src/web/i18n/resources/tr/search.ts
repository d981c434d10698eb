import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Sohbetlerde ara',
  subtitle_one: '{{count, number}} mesaj dizinlendi',
  subtitle_other: '{{count, number}} mesaj dizinlendi',
  label: 'Mesajlarda ara',
  placeholder: 'Tüm sohbetlerin tüm mesajlarında ara',
  building: 'Sohbetleriniz dizinleniyor…',
  failed: 'Arama kullanılamıyor: dizin oluşturulamadı.',
  hint: 'Bir veya birkaç kelime yazın: bunların hepsini içeren mesajlar, en iyi eşleşen başta olacak şekilde listelenir.',
  results_one: '{{count, number}} mesaj bulundu',
  results_other: '{{count, number}} mesaj bulundu',
  resultsCapped: '{{total, number}} mesaj bulundu; en iyi {{count}} tanesi gösteriliyor',
  resultsLabel: 'Arama sonuçları',
  noResult: '“{{query}}” ile eşleşen mesaj yok.',
  noResultHint: 'Yazımı kontrol edin ya da daha az veya daha kısa kelimeler deneyin.',
  noData: 'Henüz sohbet geçmişi yok: sohbet ettikçe mesajlarınızı burada arayabileceksiniz.',
  roles: {
    user: 'Siz',
    assistant: 'Asistan',
    system: 'Sistem',
    tool: 'Araç',
  },
  error: 'Hata',
};
