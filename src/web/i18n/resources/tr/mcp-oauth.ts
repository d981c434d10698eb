import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Oturum aç',
  signInAgain: 'Yeniden oturum aç',
  status: {
    waiting: 'Açılan pencerede oturum açmayı tamamlayın.',
    refused: 'Sunucu bu oturumu artık kabul etmiyor. Kullanmaya devam etmek için yeniden oturum açın.',
    unreachable: 'Oturumu yenilemek için oturum açma sunucusuna ulaşılamadı. Oturum korunuyor; daha sonra yeniden deneyin.',
  },
  failure: {
    unsafeAddress: 'Sunucunun oturum açma ayarları PolyChat’in açmayacağı bir adres içeriyor ({{field}}). Yalnızca https adresleri veya bu bilgisayardaki http adresleri izlenir.',
    popupBlocked: 'Tarayıcı oturum açma penceresini engelledi. PolyChat için açılır pencerelere izin verip yeniden deneyin.',
    denied: 'Oturum açma iptal edildi veya reddedildi.',
    timedOut: 'Oturum açma çok uzun sürdü. Yeniden deneyin.',
    noRegistration: 'Bu sunucunun oturum açma hizmeti PolyChat’in kendini kaydetmesine izin vermiyor, bu yüzden PolyChat oturum açamıyor.',
    refusedByServer: 'Oturum açma sunucusu oturum açmayı reddetti.',
    unreachable: 'Oturum açma sunucusuna ulaşılamadı.',
    failed: 'Bu sunucuda oturum açılamadı.',
  },
};
