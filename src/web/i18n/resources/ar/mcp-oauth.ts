import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'تسجيل الدخول',
  signInAgain: 'تسجيل الدخول مجددًا',
  status: {
    waiting: 'أكمل تسجيل الدخول في النافذة التي فُتحت.',
    refused: 'لم يعد الخادم يقبل تسجيل الدخول هذا. سجّل الدخول مجددًا لمواصلة استخدامه.',
    unreachable: 'تعذّر الوصول إلى خادم تسجيل الدخول لتجديد تسجيل الدخول. تسجيل الدخول محفوظ؛ حاول لاحقًا.',
  },
  failure: {
    unsafeAddress: 'تذكر إعدادات تسجيل الدخول للخادم عنوانًا لن يفتحه PolyChat ‏({{field}}). لا تُتبع إلا عناوين https، أو عناوين http على هذا الحاسوب.',
    popupBlocked: 'حظر المتصفح نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لـ PolyChat وحاول مجددًا.',
    denied: 'أُلغي تسجيل الدخول أو رُفض.',
    timedOut: 'استغرق تسجيل الدخول وقتًا طويلًا. حاول مجددًا.',
    noRegistration: 'لا تسمح خدمة تسجيل الدخول لهذا الخادم لـ PolyChat بتسجيل نفسه، لذا لا يستطيع PolyChat تسجيل الدخول إليه.',
    refusedByServer: 'رفض خادم تسجيل الدخول تسجيل الدخول.',
    unreachable: 'تعذّر الوصول إلى خادم تسجيل الدخول.',
    failed: 'لم ينجح تسجيل الدخول إلى هذا الخادم.',
  },
};
