import { Dialog } from 'radix-ui';
import { Suspense, useId, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../Button/IconButton';
import { cx } from '../cx';
import { rememberFocus } from '../focus-return';
import { CloseIcon, MaximiseIcon, RestoreIcon } from '../icons/dialog';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called when the user closes the modal: close button, Escape, or a click on the mask. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons of the footer, laid out at its end. */
  actions?: ReactNode;
  /** Read out with the title when the modal opens. */
  description?: ReactNode;
  /** Shows the maximise / restore button. */
  maximisable?: boolean;
  defaultMaximised?: boolean;
  /** Element to focus when the modal opens; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the title element, for controls inside that the title names. */
  titleId?: string;
  className?: string;
}

export function Modal(props: ModalProps) {
  // Radix gives the focus back only to a Dialog.Trigger, and not at all when the modal is unmounted
  // rather than closed, as the editors that exist only while open are. A layout effect runs before
  // Radix moves the focus in, so what it remembers is what opened the modal.
  useLayoutEffect(() => {
    if (!props.open) return;
    const restoreFocus = rememberFocus();
    return () => void setTimeout(restoreFocus);
  }, [props.open]);
  // The dialogs' strings load with the first modal: without a boundary of its own, waiting for them
  // hid the whole screen behind it for a moment, and the focus with it.
  return (
    <Suspense fallback={null}>
      <ModalContent {...props} />
    </Suspense>
  );
}

function ModalContent({
  open,
  onClose,
  title,
  children,
  actions,
  description,
  maximisable = true,
  defaultMaximised = false,
  initialFocusRef,
  titleId: titleIdProp,
  className,
}: ModalProps) {
  const { t } = useTranslation('dialogs');
  const generatedTitleId = useId();
  const titleId = titleIdProp ?? generatedTitleId;
  const [maximised, setMaximised] = useState(defaultMaximised);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        {/* The content sits inside the overlay so that a tall modal scrolls within the mask, and a
         * click on the mask is a click outside the content, which Radix turns into a close. */}
        <Dialog.Overlay className={cx(styles.overlay, maximised && styles.overlayMaximised)}>
          <Dialog.Content
            className={cx(styles.content, maximised && styles.maximised, className)}
            data-maximised={maximised || undefined}
            aria-labelledby={titleId}
            onOpenAutoFocus={(event) => {
              if (!initialFocusRef?.current) return;
              event.preventDefault();
              initialFocusRef.current.focus();
            }}
          >
            <div className={styles.header}>
              <Dialog.Title id={titleId} className={styles.title}>{title}</Dialog.Title>
              <div className={styles.headerButtons}>
                {maximisable && (
                  <IconButton
                    size="sm"
                    aria-label={t(maximised ? 'modal.restore' : 'modal.maximise')}
                    onClick={() => setMaximised((m) => !m)}
                  >
                    {maximised ? <RestoreIcon size={16} /> : <MaximiseIcon size={16} />}
                  </IconButton>
                )}
                <Dialog.Close asChild>
                  <IconButton size="sm" aria-label={t('modal.close')}>
                    <CloseIcon size={16} />
                  </IconButton>
                </Dialog.Close>
              </div>
            </div>
            {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
            <div className={styles.body}>
              {/* What the modal shows may wait for code or strings of its own: it waits inside the
               * layer, so the layer, its focus trap and what it hides from screen readers stay put. */}
              <Suspense fallback={null}>{children}</Suspense>
            </div>
            {actions && <div className={styles.footer}>{actions}</div>}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
