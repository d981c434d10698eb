// The image-generation panel's strings are added when the panel loads, not with the first screen.
// Arabic falls back to English.

import i18next from 'i18next';
import { sd as en } from './resources/en/sd';
import { sd as zhCN } from './resources/zh-CN/sd';

export const SD_NS = 'sd';

for (const [language, bundle] of [['en', en], ['zh-CN', zhCN]] as const) {
  if (!i18next.hasResourceBundle(language, SD_NS)) i18next.addResourceBundle(language, SD_NS, bundle);
}
