import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

/** The pages a link opens alone, without the sidebar: a shared artifact and a shared chat. */
export const viewer: LocaleShape<typeof en> = {
  loading: 'Yükleniyor…',
  openApp: 'PolyChat’i aç',
  failed: 'Yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  retry: 'Tekrar dene',
  artifact: {
    title: 'Yapıt',
    subtitle: 'PolyChat’ten paylaşıldı. Uygulamadan ayrı, korumalı bir alanda çalışır.',
    frame: 'Paylaşılan yapıt',
    notFound: 'Bu yapıt mevcut değil veya bağlantısının süresi dolmuş.',
    download: 'İndir',
    copyLink: 'Bağlantıyı kopyala',
  },
  share: {
    title: 'Paylaşılan sohbet',
    subtitle_one: '{{count}} mesaj, {{date}} tarihinde paylaşıldı',
    subtitle_other: '{{count}} mesaj, {{date}} tarihinde paylaşıldı',
    notFound: 'Bu paylaşılan sohbet mevcut değil veya bağlantısının süresi dolmuş.',
    continue: 'Bu sohbete devam et',
    continued: 'Sohbet, sohbetlerinize eklendi.',
    footer: '<link>PolyChat</link> ile paylaşıldı: birden çok sağlayıcıyla çalışan açık kaynaklı bir yapay zekâ sohbet istemcisi.',
    roles: { human: 'Siz', gpt: 'Asistan' },
  },
};
