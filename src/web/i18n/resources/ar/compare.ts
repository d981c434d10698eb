import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'اسأل عدة نماذج',
  pickNote: 'اختر من نموذجين إلى أربعة نماذج. يجيب كل منها عن سؤالك، وتظهر الإجابات جنبًا إلى جنب.',
  filter: 'تصفية النماذج',
  models: 'النماذج',
  chosen: 'المختار: {{count}} من {{max}}',
  ask: 'اسأل النماذج المختارة',
  cancel: 'إلغاء',
  answers: 'إجابات عدة نماذج',
  choose: 'اختر هذه الإجابة',
  waiting: 'في انتظار الكلمات الأولى…',
  firstToken: 'الكلمات الأولى بعد {{time}}',
  rate: '{{rate}} رمز في الثانية',
  rateEstimated: 'نحو {{rate}} رمز في الثانية',
  cost: 'التكلفة {{cost}}',
  costUnknown: 'التكلفة غير معروفة',
};
