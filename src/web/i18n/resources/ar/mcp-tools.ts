import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'تشغيل أداة من «{{server}}»؟',
    server: 'الخادم',
    tool: 'الأداة',
    description: 'ما يقوله الخادم عن الأداة',
    noDescription: 'لا يذكر الخادم ما تفعله هذه الأداة.',
    descriptionWarning: 'هذه الكلمات من الخادم. لا تمنح الأداة أي صلاحية: وحده جوابك هنا يسمح بتشغيلها.',
    arguments: 'الوسائط التي يرسلها النموذج',
    readOnly: 'يقول الخادم إن هذه الأداة تقرأ فقط ولا تغيّر شيئًا.',
    writes: 'يقول الخادم إن هذه الأداة تغيّر أشياء لكنها لا تتلف شيئًا.',
    destructive: 'لا يقول الخادم إن هذه الأداة آمنة: قد تغيّر أشياء أو تحذفها، لذا يُطلب إذنك في كل مرة.',
    allowOnce: 'السماح مرة واحدة',
    allowChat: 'السماح في هذه المحادثة',
    deny: 'رفض',
    waiting_zero: 'لا توجد استدعاءات أخرى تنتظر جوابك.',
    waiting_one: 'استدعاء آخر ينتظر جوابك.',
    waiting_two: 'استدعاءان آخران ينتظران جوابك.',
    waiting_few: '{{count}} استدعاءات أخرى تنتظر جوابك.',
    waiting_many: '{{count}} استدعاءً آخر ينتظر جوابك.',
    waiting_other: '{{count}} استدعاء آخر ينتظر جوابك.',
  },
  result: {
    denied: 'لم تسمح بهذا الاستدعاء، وأُبلغ النموذج بذلك.',
    badArguments: 'أرسل النموذج وسائط ليست كائن JSON، لذا لم تُستدعَ الأداة.',
    unknownTool: 'لا توجد في هذه المحادثة أداة باسم «{{name}}».',
    toolError: 'يقول «{{server}}» إن الأداة فشلت:',
    refused: 'رفض «{{server}}» الاستدعاء:',
    unreachable: 'تعذّر الوصول إلى «{{server}}» أو توقّف عن الرد، لذا لم تُعطِ الأداة نتيجة.',
    timeout: 'لم يردّ «{{server}}» خلال {{seconds}} ثانية.',
    empty: 'لم تُرجع الأداة شيئًا.',
    cut: 'النتيجة أطول من {{limit}} حرف: أُعطي النموذج أول {{limit}} حرف فقط وهي المعروضة.',
    imageType: 'حُذفت صورة من نوع «{{type}}»: تُعرض صور PNG وJPEG وGIF وWebP فقط.',
    imageTooLarge: 'حُذفت صورة أكبر من {{kilobytes}} كيلوبايت.',
    tooManyImages: 'تُعرض أول {{limit}} صور فقط، وحُذفت البقية.',
    audio: 'أرجعت الأداة صوتًا لا يُشغَّل هنا.',
    serverLeftOut: 'تعذّر الوصول إلى «{{server}}»: لن تُستخدم أدواته في هذا الرد.',
  },
  picker: {
    server: 'خادم MCP · {{tools}}',
    toolCount_zero: 'لا أدوات',
    toolCount_one: 'أداة واحدة',
    toolCount_two: 'أداتان',
    toolCount_few: '{{count}} أدوات',
    toolCount_many: '{{count}} أداة',
    toolCount_other: '{{count}} أداة',
    toolsUnknown: 'لم تُجلب الأدوات بعد',
  },
};
