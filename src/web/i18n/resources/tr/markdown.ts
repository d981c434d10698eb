import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Kodu kopyala',
    expand: '{{lines}} satırın tümünü göster',
    collapse: 'Daralt',
    /** The label of a code block whose fence names no language. */
    plainText: 'metin',
  },
  mermaid: {
    drawing: 'Diyagram çiziliyor…',
    failed: 'Diyagram çizilemedi; kaynak kodu aşağıda.',
  },
  remoteImage: {
    label: '{{host}} kaynaklı görsel',
    withAlt: '“{{alt}}”: {{host}} kaynaklı görsel, yüklenmedi',
    withoutAlt: '{{host}} kaynaklı bir görsel, yüklenmedi',
    load: 'Görseli yükle',
    always: '{{host}} sitesinden her zaman yükle',
  },
  artifact: {
    label: '{{kind}} yapıt bloğu',
    views: 'Görünüm',
    preview: 'Önizleme',
    code: 'Kod',
    frameTitle: '{{kind}} önizlemesi',
    download: 'İndir',
    copy: 'Kopyala',
    share: 'Paylaş',
    shared: 'Bağlantı kopyalandı: {{link}}',
    shareFailed: 'Paylaşılamadı',
    tooLarge: 'Bu yapıt 1 MB’tan büyük olduğu için paylaşılamaz.',
  },
};
