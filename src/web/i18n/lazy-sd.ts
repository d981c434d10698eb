// The image-generation panel's strings arrive with the panel.

import { addEnglish } from './add-english';
import { sd } from './resources/en/sd';

addEnglish('sd', sd);
