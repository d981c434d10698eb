import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '../Modal/Modal';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';
import { ensureDialogHost } from './DialogHost';
import { openDialog } from './dialog-store';
import { PromptDialog, type PromptOptions } from './PromptDialog';

export type ShowModalProps = Omit<ModalProps, 'open' | 'onClose'> & {
  /** Called when the user closes the modal; not when the returned close() is called. */
  onClose?: () => void;
};

/** Opens a Modal without a place for it in the caller's tree; returns the function that closes it. */
export function showModal(props: ShowModalProps): () => void {
  ensureDialogHost();
  return openDialog(({ open, close }) => (
    <Modal
      {...props}
      open={open}
      onClose={() => {
        close();
        props.onClose?.();
      }}
    />
  ));
}

/** Asks a yes/no question; resolves true on Confirm, false on Cancel or Escape. */
export function showConfirm(content: ReactNode, options: ConfirmOptions = {}): Promise<boolean> {
  ensureDialogHost();
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
export function showPrompt(title: ReactNode, defaultValue = '', options: PromptOptions = {}): Promise<string | null> {
  ensureDialogHost();
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
