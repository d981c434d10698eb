// The export dialog's entry: small and on the first screen (the chat header's button), while the
// dialog itself, the image renderer and the markdown it draws load on the first click.

import { createElement } from 'react';
import { ensureDialogHost } from '../../../components/Dialogs/DialogHost';
import { openDialog } from '../../../components/Dialogs/dialog-store';
import { withStrings } from '../../../i18n/setup';

/** With the rows' words too: the image of the chat draws its messages as the list does. */
export const loadExportDialog = () => withStrings(import('./ExportDialog'), ['exportDialog', 'messages']);

export function openExportDialog(sessionId: string): void {
  ensureDialogHost();
  void loadExportDialog().then(({ ExportDialog }) => {
    openDialog(({ open, close }) => createElement(ExportDialog, { open, onClose: close, sessionId }));
  });
}
