import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Sesli arama',
  title: '{{model}} ile sesli arama',
  status: {
    connecting: 'Bağlanıyor…',
    listening: 'Dinliyor',
    answering: 'Yanıtlıyor',
    muted: 'Sessizde',
    ended: 'Arama sona erdi',
  },
  hint: 'Hazır olduğunuzda konuşun. Yanıtı kesmek için araya girip konuşun.',
  transcript: 'Döküm',
  you: 'Siz',
  assistant: 'Asistan',
  mute: 'Sessize al',
  end: 'Aramayı bitir',
  typeLabel: 'Yazılı mesaj',
  typePlaceholder: 'Ya da buraya yazın…',
  send: 'Gönder',
  problem: {
    micDenied: 'Mikrofon engelli. Tarayıcının site ayarlarında PolyChat’e izin verin ve yeniden arayın.',
    micDeniedInWindow: 'PolyChat penceresinin mikrofonu kullanmasına izin verilmiyor: Linux’ta sistemin web görünümü buna yalnızca PolyChat’in mikrofon modülü aracılığıyla izin verir; bu kurulumda o modül yok ya da kapalı. Size soran bir pencere için PolyChat’i POLYCHAT_WINDOW_HOST=browser ile başlatın ve yeniden arayın.',
    noMic: 'Mikrofon bulunamadı. Bir mikrofon bağlayıp yeniden arayın.',
    micFailed: 'Mikrofon başlatılamadı.',
    noKey: 'Sesli arama için kendi OpenAI veya Azure anahtarınız gerekir. Ayarlar’dan ekleyin.',
    unauthorized: 'Erişim kodu yanlış ya da eksik. Erişim sayfasında girip yeniden arayın.',
    forbidden: 'Bu sunucu bu modele izin vermiyor.',
    busy: 'Şu anda çok fazla açık arama var. Birazdan yeniden deneyin.',
    notConfigured: 'Bu sunucuda bu sağlayıcı için anahtar yok. Ayarlar’dan kendi anahtarınızı ekleyin ya da yöneticiye sorun.',
    unreachable: 'Ses hizmetine ulaşılamadı. Modeli, anahtarı ve bağlantıyı kontrol edin.',
    tooLong: 'Arama izin verilen en uzun süreye ulaştı ve sonlandırıldı.',
    tooMuch: 'Arama sunucunun kabul ettiğinden fazlasını gönderdi ve sonlandırıldı.',
    lost: 'Bağlantı koptu.',
    provider: 'Ses hizmeti bir sorun bildirdi.',
  },
};
