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
async function loadUnlessEscaped() {
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

type Dialogs = NonNullable<Awaited<ReturnType<typeof loadUnlessEscaped>>>;

/** Opens a dialog that answers with a value: the first answer settles it and closes the dialog (a
 * button that also closes it reports again, unheard). `dismissed` is the answer when an Escape came
 * while the dialogs loaded. */
export async function askDialog<T>(dismissed: T, render: (dialogs: Dialogs, open: boolean, answer: (value: T) => void) => ReactNode): Promise<T> {
  ensureDialogHost();
  const dialogs = await loadUnlessEscaped();
  if (!dialogs) return dismissed;
  return new Promise((resolve) => {
    openDialog(({ open, close }) =>
      render(dialogs, open, (value) => {
        resolve(value);
        close();
      }),
    );
  });
}

/** Asks a yes/no question; resolves true on Confirm, false on Cancel or Escape. */
export function showConfirm(content: ReactNode, options: ConfirmOptions = {}): Promise<boolean> {
  return askDialog(false, ({ ConfirmDialog }, open, answer) => <ConfirmDialog {...options} open={open} content={content} onResult={answer} />);
}
