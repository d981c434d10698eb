import type { Glossary } from '../../glossary';

/** The product's own words in Russian, used the same way everywhere. Stems, since Russian
 * inflects: "маск" matches маска/маски (and масок is listed), "модел" модель/модели/моделей, "настро"
 * настройки/настроек. A prompt is a «промпт», as Russian-speaking users of AI chats call it. */
export const glossary: Glossary = {
  mask: { text: 'маск', also: ['масок'] },
  prompt: { text: 'промпт' },
  plugin: { text: 'плагин' },
  sync: { text: 'синхрониз' },
  'access code': { text: 'код доступа', also: ['кода доступа', 'коду доступа', 'кодом доступа', 'коде доступа', 'коды доступа', 'кодов доступа'] },
  model: { text: 'модел' },
  chat: { text: 'чат', except: ['newChat.subtitle'] },
  settings: { text: 'настро' },
};
