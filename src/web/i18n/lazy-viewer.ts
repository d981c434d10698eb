// The strings of the pages a link opens alone (a shared artifact, a shared chat) arrive with those
// pages.

import { addEnglish } from './add-english';
import { viewer } from './resources/en/viewer';

addEnglish('viewer', viewer);
