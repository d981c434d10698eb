// The search screen's strings arrive with it.

import { addEnglish } from './add-english';
import { search } from './resources/en/search';

addEnglish('search', search);
