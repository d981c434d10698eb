// The export dialog's entry: small and on the first screen (the chat header's button), while the
// dialog itself, the image renderer and the markdown it draws load on the first click.

import { createElement } from 'react';
import { ensureDialogHost } from '../../../components/Dialogs/DialogHost';
import { openDialog } from '../../../components/Dialogs/dialog-store';

export const loadExportDialog = () => import('./ExportDialog');

export function openExportDialog(sessionId: string): void {
  ensureDialogHost();
  void loadExportDialog().then(({ ExportDialog }) => {
    openDialog(({ open, close }) => createElement(ExportDialog, { open, onClose: close, sessionId }));
  });
}
