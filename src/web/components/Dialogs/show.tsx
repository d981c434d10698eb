import type { ReactNode } from 'react';
import type { ModalProps } from '../Modal/Modal';
import type { ConfirmOptions } from './ConfirmDialog';
import { ensureDialogHost } from './DialogHost';
import { openDialog } from './dialog-store';
import { withStrings } from '../../i18n/setup';
import { listenForEscape } from '../escape-while-loading';

export type ShowModalProps = Omit<ModalProps, 'open' | 'onClose'> & {
  /** Called when the user closes the modal; not when the returned close() is called. */
  onClose?: () => void;
};

/** The dialogs (and Radix under them, and their strings) load the first time one is opened, not with
 * the first screen. */
const loadDialogs = () => withStrings(import('./dialog-components'), 'dialogs');

/** The dialogs' module once loaded, or undefined when an Escape came first. */
export async function loadUnlessEscaped() {
  // An Escape pressed while the dialog loads was meant for it: it does not open, as if dismissed.
  let escaped = false;
  const stop = typeof window === 'undefined' ? () => {} : listenForEscape(() => (escaped = true));
  try {
    const dialogs = await loadDialogs();
    return escaped ? undefined : dialogs;
  } finally {
    stop();
  }
}

/** Opens a Modal without a place for it in the caller's tree; returns the function that closes it. */
export function showModal(props: ShowModalProps): () => void {
  ensureDialogHost();
  let closeOpened: (() => void) | undefined;
  let closedEarly = false;
  void loadUnlessEscaped().then((dialogs) => {
    if (closedEarly) return;
    if (!dialogs) return props.onClose?.();
    const { Modal } = dialogs;
    closeOpened = openDialog(({ open, close }) => (
      <Modal
        {...props}
        open={open}
        onClose={() => {
          close();
          props.onClose?.();
        }}
      />
    ));
  });
  return () => {
    closedEarly = true;
    closeOpened?.();
  };
}

/** Asks a yes/no question; resolves true on Confirm, false on Cancel or Escape. */
export async function showConfirm(content: ReactNode, options: ConfirmOptions = {}): Promise<boolean> {
  ensureDialogHost();
  const dialogs = await loadUnlessEscaped();
  if (!dialogs) return false;
  const { ConfirmDialog } = dialogs;
  return new Promise((resolve) => {
    openDialog(({ open, close }) => (
      <ConfirmDialog
        {...options}
        open={open}
        content={content}
        onResult={(confirmed) => {
          // The first answer wins: the confirm button also closes the dialog, which reports "no".
          resolve(confirmed);
          close();
        }}
      />
    ));
  });
}
