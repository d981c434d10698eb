import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Bilgi',
    actionOn: 'Bilgi ({{count}})',
  },
  compare: {
    action: 'Birkaç modele sor',
    typeFirst: 'Önce bir soru yazın, sonra birkaç modele sorun',
  },
  webSearch: {
    toggle: {
      on: 'Web araması: açık',
      off: 'Web araması: kapalı',
      notSetUp: 'Web araması ayarlanmadı: Ayarlar’dan bir arama hizmeti seçin',
    },
    by: {
      label: 'Modelin kendi araması',
      app: 'Uygulama arıyor',
      model: '{{model}} kendisi arıyor',
      onlyModel: 'Arama hizmeti ayarlanmadı: {{model}} kendisi arıyor',
    },
  },
  dictate: {
    dictate: 'Dikte et',
    listening: 'Dinleniyor…',
    transcribing: 'Söyledikleriniz yazıya dökülüyor…',
    level: 'Mikrofon seviyesi',
  },
};
