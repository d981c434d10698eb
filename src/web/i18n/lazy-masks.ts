// The mask screen's and the mask editor's strings arrive with them.

import { addEnglish } from './add-english';
import { masks } from './resources/en/masks';

addEnglish('masks', masks);
