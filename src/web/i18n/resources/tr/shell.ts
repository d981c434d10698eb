import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Yükleniyor…',
  defaultTopic: 'Yeni sohbet',
  sidebar: {
    label: 'Kenar çubuğu',
    subtitle: 'Kullandığınız tüm modellerle tek yerden sohbet edin.',
    chats: 'Sohbetler',
    newChat: 'Yeni sohbet',
    masks: 'Maskeler',
    settings: 'Ayarlar',
    sync: { running: 'Eşitleniyor…', success: 'Eşitlendi: {{time}}', failed: 'Eşitleme başarısız: Ayarlar → Eşitleme bölümüne bakın' },
    discovery: 'Keşfet',
    resize: 'Kenar çubuğunu yeniden boyutlandır',
    noChats: 'Henüz sohbet yok',
    messageCount_one: '{{count, number}} mesaj',
    messageCount_other: '{{count, number}} mesaj',
  },
  nav: {
    back: 'Geri',
  },
  errorBoundary: {
    title: 'Hay aksi, bir şeyler ters gitti',
    report: 'Bu hatayı bildir',
    clearAll: 'Tüm verileri temizle',
    details: 'Hata ayrıntıları',
  },
  storage: {
    skippedRecords_one: 'Kayıtlı {{count}} öğe okunamadığı için atlandı.',
    skippedRecords_other: 'Kayıtlı {{count}} öğe okunamadığı için atlandı.',
    unavailable: 'Yerel depolama kullanılamıyor: bu sayfa kapandıktan sonra değişiklikler korunmayacak.',
    writeFailed: 'Kaydedilemedi: {{message}}',
  },
  serverConfig: {
    unreadable: 'Sunucunun ayarları okunamadı, bu yüzden erişim kuralları ve modelleri eksik. Sayfayı yeniden yükleyin; bu sürerse yöneticiye haber verin.',
  },
};
