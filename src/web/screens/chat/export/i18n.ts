// The export dialog's strings are added when the dialog loads, not with the first screen.
// Other languages bring these strings in their own bundle, loaded whole when chosen (i18n/setup.ts).

import i18next from 'i18next';
import { exportDialog as en } from '../../../i18n/resources/en/export-dialog';

const EXPORT_DIALOG_NS = 'exportDialog';

if (!i18next.hasResourceBundle('en', EXPORT_DIALOG_NS)) i18next.addResourceBundle('en', EXPORT_DIALOG_NS, en);
