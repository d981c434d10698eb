import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Birkaç modele sor',
  pickNote: 'İki ile dört arasında model seçin. Her biri sorunuzu yanıtlar ve yanıtlar yan yana gösterilir.',
  filter: 'Modelleri süz',
  models: 'Modeller',
  chosen: 'Seçilen: {{count}} / {{max}}',
  ask: 'Seçilen modellere sor',
  cancel: 'İptal',
  answers: 'Birkaç modelin yanıtları',
  choose: 'Bu yanıtı seç',
  waiting: 'İlk sözcükler bekleniyor…',
  firstToken: 'İlk sözcükler {{time}} sonra',
  rate: 'Saniyede {{rate}} belirteç',
  rateEstimated: 'Saniyede yaklaşık {{rate}} belirteç',
  cost: 'Maliyet {{cost}}',
  costUnknown: 'Maliyet bilinmiyor',
};
