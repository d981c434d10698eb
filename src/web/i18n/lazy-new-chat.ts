// The new-chat screen's strings (the mask picker) arrive with it.

import { addEnglish } from './add-english';
import { newChat } from './resources/en/new-chat';

addEnglish('newChat', newChat);
