// The strings of the pages a link opens alone (a shared artifact, a shared chat) are added with
// those pages, not with the first screen. Arabic falls back to English.

import i18next from 'i18next';
import { viewer as en } from './resources/en/viewer';
import { viewer as zhCN } from './resources/zh-CN/viewer';

export const VIEWER_NS = 'viewer';

for (const [language, bundle] of [['en', en], ['zh-CN', zhCN]] as const) {
  if (!i18next.hasResourceBundle(language, VIEWER_NS)) i18next.addResourceBundle(language, VIEWER_NS, bundle);
}
