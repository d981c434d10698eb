// The plugins' strings arrive when plugin code loads (a chat whose mask uses plugins), not with
// the first screen, which most visits never need them on.

import { addEnglish } from './add-english';
import { plugins } from './resources/en/plugins';

addEnglish('plugins', plugins);
