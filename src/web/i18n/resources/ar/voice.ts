import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'القراءة بصوت عالٍ',
  pause: 'إيقاف القراءة مؤقتًا',
  resume: 'استئناف القراءة',
  stop: 'إيقاف القراءة',
  dictate: 'إملاء',
  listening: 'جارٍ الاستماع…',
  transcribing: 'جارٍ تدوين ما قلته…',
  level: 'مستوى الميكروفون',
  readFailed: 'تعذّرت قراءة الرد بصوت عالٍ. {{reason}}',
  dictationFailed: 'تعذّر تدوين الإملاء. {{reason}}',
  failure: {
    denied: 'لا يُسمح لـ PolyChat باستخدام الميكروفون. اسمح بذلك في إعدادات المتصفح لهذا الموقع ثم حاول مرة أخرى.',
    noDevice: 'لم يُعثر على ميكروفون. وصّل ميكروفونًا ثم حاول مرة أخرى.',
    microphone: 'تعذّر فتح الميكروفون؛ ربما يستخدمه تطبيق آخر.',
    auth: 'رفض مزوّد الصوت المفتاح. تحقّق منه في الإعدادات.',
    busy: 'مزوّد الصوت مشغول. حاول مرة أخرى بعد قليل.',
    failed: 'لم يتمكّن مزوّد الصوت من ذلك. حاول مرة أخرى، أو اختر مزوّد صوت آخر في الإعدادات.',
    unreachable: 'تعذّر الوصول إلى مزوّد الصوت. تحقّق من الاتصال ثم حاول مرة أخرى.',
    setup: 'إعدادات مزوّد الصوت غير مكتملة. أكملها في الإعدادات.',
    unsupported: 'لا يستطيع هذا المتصفح فعل ذلك وحده. اختر OpenAI أو Azure مزوّدًا للصوت في الإعدادات.',
  },
  settings: {
    title: 'الصوت',
    provider: {
      title: 'مزوّد الصوت',
      subTitle: 'من يقرأ الردود بصوت عالٍ ويدوّن الإملاء. صوت المتصفح نفسه يعمل دون مفتاح.',
      browser: 'هذا المتصفح',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'نموذج الكلام', subTitle: 'نموذج OpenAI، أو اسم نشر Azure، الذي يقرأ بصوت عالٍ' },
    voice: { title: 'الصوت المستخدم' },
    speed: { title: 'سرعة الكلام', subTitle: '1 هي العادية؛ من 0.25 إلى 4' },
    transcriptionModel: { title: 'نموذج التفريغ', subTitle: 'نموذج OpenAI، أو اسم نشر Azure، الذي يدوّن الإملاء' },
    readReplies: { title: 'قراءة كل رد بصوت عالٍ', subTitle: 'يُقرأ كل رد جديد فور وصوله' },
    dictationMode: {
      title: 'الإملاء',
      push: 'اضغط للتحدث: أبقِ الزر مضغوطًا أثناء الكلام',
      handsFree: 'دون استخدام اليدين: اضغط مرة واحدة، ويتوقف عندما تصمت',
    },
    sendDictation: { title: 'إرسال الإملاء فورًا', subTitle: 'وإلا تبقى الكلمات في حقل الإدخال لتعدّلها' },
  },
  shortcut: 'إملاء (اضغط مطولًا للتحدث)',
};
