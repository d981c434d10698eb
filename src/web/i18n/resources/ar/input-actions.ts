import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'المعرفة',
    actionOn: 'المعرفة ({{count}})',
  },
  compare: {
    action: 'اسأل عدة نماذج',
    typeFirst: 'اكتب سؤالًا أولًا، ثم اسأل عدة نماذج',
  },
  webSearch: {
    toggle: {
      on: 'البحث في الويب: مُفعّل',
      off: 'البحث في الويب: مُعطّل',
      notSetUp: 'البحث في الويب غير مُعدّ: اختر خدمة بحث في الإعدادات',
    },
    by: {
      label: 'بحث النموذج الخاص',
      app: 'التطبيق هو من يبحث',
      model: '{{model}} يبحث بنفسه',
      onlyModel: 'لم تُعدّ أي خدمة بحث: {{model}} يبحث بنفسه',
    },
  },
  dictate: {
    dictate: 'إملاء',
    listening: 'جارٍ الاستماع…',
    transcribing: 'جارٍ تدوين ما قلته…',
    level: 'مستوى الميكروفون',
  },
};
