// The settings and access screens' strings are added when one of those screens loads, not with
// the first screen: they are most of the interface text, and most visits never open them.

import i18next from 'i18next';
import { settingsPage as ar } from './resources/ar/settings-page';
import { settingsPage as en } from './resources/en/settings-page';
import { settingsPage as zhCN } from './resources/zh-CN/settings-page';

export const SETTINGS_PAGE_NS = 'settingsPage';

for (const [language, bundle] of [['en', en], ['zh-CN', zhCN], ['ar', ar]] as const) {
  if (!i18next.hasResourceBundle(language, SETTINGS_PAGE_NS)) i18next.addResourceBundle(language, SETTINGS_PAGE_NS, bundle);
}
