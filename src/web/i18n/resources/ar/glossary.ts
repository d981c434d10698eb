import type { Glossary } from '../../glossary';

/** The product's own words in Arabic, used the same way everywhere. Each text is the word without
 * the article ال (the test matches substrings), and broken plurals are listed in `also`. */
export const glossary: Glossary = {
  mask: { text: 'قناع', also: ['أقنعة'] },
  prompt: { text: 'موجّه' },
  plugin: { text: 'إضافة', also: ['إضافات', 'إضافتين', 'إضافتان'] },
  sync: { text: 'مزامن' },
  'access code': { text: 'رمز الوصول', also: ['رمز وصول'] },
  model: { text: 'نموذج', also: ['نماذج'] },
  chat: { text: 'محادث', except: ['newChat.subtitle'] },
  settings: { text: 'إعداد' },
};
