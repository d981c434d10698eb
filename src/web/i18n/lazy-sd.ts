// The image-generation panel's strings are added when the panel loads, not with the first screen.
// Other languages bring these strings in their own bundle, loaded whole when chosen (i18n/setup.ts).

import i18next from 'i18next';
import { sd as en } from './resources/en/sd';

const SD_NS = 'sd';

if (!i18next.hasResourceBundle('en', SD_NS)) i18next.addResourceBundle('en', SD_NS, en);
