import type { ReactNode } from 'react';
import type { toast as SonnerToast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_HIDE_ANIMATION_MS } from '../../../core/constants/layout';
import { readySonner, sonnerIfReady } from './sonner-loader';
import { toastShowing } from './toast-placement';
import styles from './Toast.module.css';

type Toast = typeof SonnerToast;

export interface ToastOptions {
  action?: { label: ReactNode; onClick: () => void };
  /** How long the toast stays before it starts to hide. */
  duration?: number;
}

/** Shows a short message at the top of the screen, below its title and header buttons; returns a function that removes it early.
 *
 * The timing is ours, not sonner's: sonner plays a fixed exit of about 200 ms of its own, and the
 * hide animation is 300 ms (TOAST_HIDE_ANIMATION_MS). So sonner keeps the toast until told, we play our exit animation
 * when the duration is over, and only then tell sonner to drop the now invisible toast. */
export function showToast(message: ReactNode, options: ToastOptions = {}): () => void {
  const loaded = sonnerIfReady();
  if (loaded) return showWith(loaded.toast, message, options);
  // The first toast of a page load waits for sonner and the Toaster to arrive.
  let dismiss: (() => void) | undefined;
  let dismissedEarly = false;
  void readySonner().then(({ toast }) => {
    if (!dismissedEarly) dismiss = showWith(toast, message, options);
  });
  return () => {
    dismissedEarly = true;
    dismiss?.();
  };
}

function showWith(toast: Toast, message: ReactNode, { action, duration = TOAST_DURATION_MS }: ToastOptions): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const clearTimers = () => timers.splice(0).forEach(clearTimeout);
  const base = {
    duration: Infinity,
    className: styles.toast,
    onDismiss: clearTimers,
    action: action && {
      label: action.label,
      onClick: () => {
        clearTimers();
        action.onClick();
      },
    },
  };
  toastShowing(duration + TOAST_HIDE_ANIMATION_MS);
  const id = toast(message, base);
  timers.push(
    setTimeout(() => {
      toast(message, {
        ...base,
        id,
        className: `${styles.toast} ${styles.hiding}`,
        style: { animationDuration: `${TOAST_HIDE_ANIMATION_MS}ms` },
      });
    }, duration),
    setTimeout(() => toast.dismiss(id), duration + TOAST_HIDE_ANIMATION_MS),
  );
  return () => {
    clearTimers();
    toast.dismiss(id);
  };
}
