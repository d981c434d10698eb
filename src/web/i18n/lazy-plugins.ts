// The plugins' strings are added when plugin code loads (a chat whose mask uses plugins), not with
// the first screen, which most visits never need them on.
// Other languages bring these strings in their own bundle, loaded whole when chosen (i18n/setup.ts).

import i18next from 'i18next';
import { plugins as en } from './resources/en/plugins';

const PLUGINS_NS = 'plugins';

if (!i18next.hasResourceBundle('en', PLUGINS_NS)) i18next.addResourceBundle('en', PLUGINS_NS, en);
