import type { ReactNode } from 'react';
import type { ModalProps } from '../Modal/Modal';
import type { ConfirmOptions } from './ConfirmDialog';
import { ensureDialogHost } from './DialogHost';
import { openDialog } from './dialog-store';
import type { PromptOptions } from './PromptDialog';
import { withStrings } from '../../i18n/setup';

export type ShowModalProps = Omit<ModalProps, 'open' | 'onClose'> & {
  /** Called when the user closes the modal; not when the returned close() is called. */
  onClose?: () => void;
};

/** The dialogs (and Radix under them, and their strings) load the first time one is opened, not with
 * the first screen. */
const loadDialogs = () => withStrings(import('./dialog-components'), 'dialogs');

/** Opens a Modal without a place for it in the caller's tree; returns the function that closes it. */
export function showModal(props: ShowModalProps): () => void {
  ensureDialogHost();
  let closeOpened: (() => void) | undefined;
  let closedEarly = false;
  void loadDialogs().then(({ Modal }) => {
    if (closedEarly) return;
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
  const { ConfirmDialog } = await loadDialogs();
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

/** Asks for a line or a paragraph of text; resolves with it, or null when cancelled. */
export async function showPrompt(title: ReactNode, defaultValue = '', options: PromptOptions = {}): Promise<string | null> {
  ensureDialogHost();
  const { PromptDialog } = await loadDialogs();
  return new Promise((resolve) => {
    openDialog(({ open, close }) => (
      <PromptDialog
        {...options}
        open={open}
        title={title}
        defaultValue={defaultValue}
        onResult={(value) => {
          resolve(value);
          close();
        }}
      />
    ));
  });
}
