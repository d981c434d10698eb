import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Başka bir cihazda',
  elsewhereHint: 'Metni, onu ekleyen cihazda kaldı. Burada da aramak için iki cihazda da Ayarlar → Eşitleme bölümünden Belgeleri dahil et seçeneğini açın.',
  webPage: 'Web sayfası',
  addPage: 'Web sayfası ekle',
  pageAddress: 'Web sayfasının adresi',
  readingPage: '{{url}} okunuyor…',
  pageFailure: {
    'invalid-url': 'Bu bir web adresi değil. https://example.com/sayfa gibi bir adres yazın.',
    blocked_address: 'Sunucu bu adresi okumuyor: herkese açık bir web sayfası değil.',
    timeout: 'Sayfa çok geç yanıt verdi. Daha sonra yeniden deneyin.',
    too_large: 'Sayfa okunamayacak kadar büyük.',
    bad_status: 'Site bir hatayla yanıt verdi ({{status}}).',
    unsupported_type: 'Bu adres bir web sayfası ya da okunabilir bir belge değil.',
    unreadable: 'Sayfada okunabilir metin yok.',
    unreachable: 'Sayfaya ulaşılamadı. Adresi ve bağlantıyı kontrol edin.',
    too_many_redirects: 'Sayfa okunamayacak kadar çok yönlendiriyor.',
    unauthorized: 'Sunucu sayfaları okumadan önce erişim kodunu istiyor. Kodu Ayarlar’a girin.',
    refused: 'Sunucu sayfayı okumayı reddetti.',
    badAnswer: 'Sunucunun yanıtı anlaşılamadı.',
  },
  includeDocuments: {
    title: 'Belgeleri dahil et',
    subTitle: 'Bilgi tabanlarındaki dosyaların metni de yüklenir: şu an {{size}}, en fazla {{max}}. Adları ve dosya listeleri her zaman eşitlenir.',
  },
};
