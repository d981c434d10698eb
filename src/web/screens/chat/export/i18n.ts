// The export dialog's strings arrive with the dialog.

import { addEnglish } from '../../../i18n/add-english';
import { exportDialog } from '../../../i18n/resources/en/export-dialog';

addEnglish('exportDialog', exportDialog);
