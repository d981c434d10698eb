// The settings and access screens' strings are added when one of those screens loads, not with
// the first screen: they are most of the interface text, and most visits never open them.
// Other languages bring these strings in their own bundle, loaded whole when chosen (i18n/setup.ts).

import i18next from 'i18next';
import { settingsPage as en } from './resources/en/settings-page';

const SETTINGS_PAGE_NS = 'settingsPage';

if (!i18next.hasResourceBundle('en', SETTINGS_PAGE_NS)) i18next.addResourceBundle('en', SETTINGS_PAGE_NS, en);
