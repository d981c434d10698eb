// The strings of the pages a link opens alone (a shared artifact, a shared chat) are added with
// those pages, not with the first screen.
// Other languages bring these strings in their own bundle, loaded whole when chosen (i18n/setup.ts).

import i18next from 'i18next';
import { viewer as en } from './resources/en/viewer';

const VIEWER_NS = 'viewer';

if (!i18next.hasResourceBundle('en', VIEWER_NS)) i18next.addResourceBundle('en', VIEWER_NS, en);
