// The export dialog's strings are added when the dialog loads, not with the first screen. Arabic
// has none yet and falls back to English.

import i18next from 'i18next';
import { exportDialog as en } from '../../../i18n/resources/en/export-dialog';
import { exportDialog as zhCN } from '../../../i18n/resources/zh-CN/export-dialog';

export const EXPORT_DIALOG_NS = 'exportDialog';

for (const [language, bundle] of [['en', en], ['zh-CN', zhCN]] as const) {
  if (!i18next.hasResourceBundle(language, EXPORT_DIALOG_NS)) i18next.addResourceBundle(language, EXPORT_DIALOG_NS, bundle);
}
