// The plugins' strings are added when plugin code loads (a chat whose mask uses plugins), not with
// the first screen, which most visits never need them on.

import i18next from 'i18next';
import { plugins as en } from './resources/en/plugins';
import { plugins as zhCN } from './resources/zh-CN/plugins';

export const PLUGINS_NS = 'plugins';

// Arabic falls back to English, as for its other untranslated strings.
for (const [language, bundle] of [['en', en], ['zh-CN', zhCN]] as const) {
  if (!i18next.hasResourceBundle(language, PLUGINS_NS)) i18next.addResourceBundle(language, PLUGINS_NS, bundle);
}
