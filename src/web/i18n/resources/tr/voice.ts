import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Sesli oku',
  pause: 'Okumayı duraklat',
  resume: 'Okumaya devam et',
  stop: 'Okumayı durdur',
  dictate: 'Dikte et',
  listening: 'Dinleniyor…',
  transcribing: 'Söyledikleriniz yazıya dökülüyor…',
  level: 'Mikrofon seviyesi',
  readFailed: 'Yanıt sesli okunamadı. {{reason}}',
  dictationFailed: 'Dikte yazıya dökülemedi. {{reason}}',
  failure: {
    denied: 'PolyChat\'in mikrofonu kullanma izni yok. Bu site için tarayıcı ayarlarından izin verin ve yeniden deneyin.',
    noDevice: 'Mikrofon bulunamadı. Bir mikrofon bağlayıp yeniden deneyin.',
    microphone: 'Mikrofon açılamadı; başka bir uygulama kullanıyor olabilir.',
    auth: 'Ses sağlayıcısı anahtarı reddetti. Ayarlardan kontrol edin.',
    busy: 'Ses sağlayıcısı meşgul. Birazdan yeniden deneyin.',
    failed: 'Ses sağlayıcısı bunu yapamadı. Yeniden deneyin ya da ayarlardan başka bir ses sağlayıcısı seçin.',
    unreachable: 'Ses sağlayıcısına ulaşılamadı. Bağlantıyı kontrol edip yeniden deneyin.',
    setup: 'Ses sağlayıcısının ayarları eksik. Ayarlardan tamamlayın.',
    unsupported: 'Bu tarayıcı bunu kendi başına yapamıyor. Ayarlardan ses sağlayıcısı olarak OpenAI veya Azure\'u seçin.',
  },
  settings: {
    title: 'Ses',
    provider: {
      title: 'Ses sağlayıcısı',
      subTitle: 'Yanıtları sesli okuyan ve dikteyi yazıya döken. Tarayıcının kendi sesi anahtar olmadan çalışır.',
      browser: 'Bu tarayıcı',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Konuşma modeli', subTitle: 'Sesli okuyan OpenAI modeli ya da Azure dağıtımının adı' },
    voice: { title: 'Ses' },
    speed: { title: 'Konuşma hızı', subTitle: '1 normaldir; 0,25 ile 4 arası' },
    transcriptionModel: { title: 'Yazıya dökme modeli', subTitle: 'Dikteyi yazıya döken OpenAI modeli ya da Azure dağıtımının adı' },
    readReplies: { title: 'Her yanıtı sesli oku', subTitle: 'Her yeni yanıt geldikçe okunur' },
    dictationMode: {
      title: 'Dikte',
      push: 'Bas ve konuş: konuşurken düğmeyi basılı tutun',
      handsFree: 'Eller serbest: bir kez basın, ara verdiğinizde durur',
    },
    sendDictation: { title: 'Dikteyi hemen gönder', subTitle: 'Aksi halde sözcükler düzenlemeniz için giriş alanında bekler' },
  },
  shortcut: 'Dikte et (bas ve konuş için basılı tut)',
};
