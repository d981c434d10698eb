import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Sohbeti düzenle',
    topic: 'Konu',
    topicHint: 'Sohbet listesinde gösterilir. Varsayılanı kullanmak için boş bırakın.',
    done: 'Bitti',
  },
  menu: {
    regenerateTitle: 'Başlığı yeniden oluştur',
    clearContext: 'Bağlamı temizle',
    revertClear: 'Temizlenen bağlamı geri al',
    reset: 'Sohbeti sıfırla',
    stats: 'İstatistikler',
    summary: 'Geçmiş özeti',
  },
  title: {
    working: 'Modelden başlık isteniyor…',
    updated: 'Yeni başlık: {{topic}}',
    empty: 'Model bir başlık önermedi; konu korundu.',
    failed: 'Başlık oluşturulamadı: {{message}}',
  },
  reset: {
    confirm: 'Bu sohbet sıfırlansın mı? Mesajları ve geçmiş özeti silinir; hazır bağlam korunur.',
    done: 'Sohbet sıfırlandı',
  },
  stats: {
    usage: 'Sağlayıcıların bildirdiği token: {{input}} girdi, {{output}} çıktı',
    cost: 'yaklaşık {{cost}}',
    costBelow: '< {{cost}}',
    title: 'İstatistikler',
    messages: 'Mesajlar',
    tokens: 'Tahmini token',
    words: 'Kelimeler',
    characters: 'Karakterler',
    note: 'Bu sohbetin mesajları üzerinden, uygulamanın bağlam bütçesini hesaplarken kullandığı tahminle sayılır.',
  },
  summary: {
    now: 'Şimdi özetle',
    working: 'Konuşma özetleniyor…',
    updated: 'Geçmiş özeti güncellendi.',
    empty: 'Model özet içermeyen bir yanıt verdi.',
    title: 'Geçmiş özeti',
    none: 'Henüz özet yok. Son özetten sonraki mesajlar tahmini {{threshold}} token sınırını aştığında ve “Belleği gönder” açıkken modelden bunları özetlemesi istenir.',
    memoryOff: 'Bu sohbette “Belleği gönder” kapalı: özet yazılmaz ve gönderilmez.',
    covers_one: 'Bu sohbetin ilk mesajını özetler.',
    covers_other: 'Bu sohbetin ilk {{count}} mesajını özetler.',
    sent: 'Her istekle konuşmanın belleği olarak gönderilir.',
    notSent: 'Gönderilmiyor: bağlam, özetin kapsadığı yerin ötesinde, {{clearIndex}}. mesajdan sonra temizlendi.',
  },
  json: {
    export: 'Sohbeti JSON olarak dışa aktar',
    import: 'JSON dosyasından sohbet içe aktar',
    imported: '“{{topic}}” sohbeti içe aktarıldı',
  },
};
