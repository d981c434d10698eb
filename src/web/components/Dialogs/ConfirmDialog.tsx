import { AlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { cx } from '../cx';
import modalStyles from '../Modal/Modal.module.css';
import styles from './Dialogs.module.css';

export interface ConfirmOptions {
  /** Defaults to the word "Confirm". */
  title?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** Paints the confirm button red, for deletions and resets. */
  danger?: boolean;
}

/** A confirmation with a second way to say yes, between Cancel and Confirm. */
export interface ChoiceOptions extends ConfirmOptions {
  alternativeText: ReactNode;
}

export type ChoiceResult = 'confirm' | 'alternative' | 'cancel';

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  content: ReactNode;
  onResult: (confirmed: boolean) => void;
  alternativeText?: ReactNode;
  onAlternative?: () => void;
}

export function ConfirmDialog({ open, content, title, confirmText, cancelText, danger, onResult, alternativeText, onAlternative }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    // Any way of closing other than the confirm button (Escape, Cancel) is a "no".
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onResult(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={modalStyles.overlay}>
          <AlertDialog.Content
            className={cx(modalStyles.content, modalStyles.small)}
            onOpenAutoFocus={(event) => {
              // The confirm button takes focus, so Enter confirms as users of native dialogs expect.
              event.preventDefault();
              confirmRef.current?.focus();
            }}
          >
            <div className={modalStyles.header}>
              <AlertDialog.Title className={modalStyles.title}>{title ?? t('confirm')}</AlertDialog.Title>
            </div>
            <AlertDialog.Description asChild>
              <div className={cx(modalStyles.body, styles.message)}>{content}</div>
            </AlertDialog.Description>
            <div className={modalStyles.footer}>
              <AlertDialog.Cancel asChild>
                <Button>{cancelText ?? t('cancel')}</Button>
              </AlertDialog.Cancel>
              {alternativeText !== undefined && (
                <AlertDialog.Action asChild>
                  <Button onClick={onAlternative}>{alternativeText}</Button>
                </AlertDialog.Action>
              )}
              <AlertDialog.Action asChild>
                <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} onClick={() => onResult(true)}>
                  {confirmText ?? t('confirm')}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
