// The settings and access screens' strings arrive when one of those screens loads: they are most
// of the interface text, and most visits never open them.

import { addEnglish } from './add-english';
import { settingsPage } from './resources/en/settings-page';

addEnglish('settingsPage', settingsPage);
