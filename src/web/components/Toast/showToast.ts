import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_HIDE_ANIMATION_MS } from '../../../core/constants';
import styles from './Toast.module.css';

export interface ToastOptions {
  action?: { label: ReactNode; onClick: () => void };
  /** How long the toast stays before it starts to hide. */
  duration?: number;
}

/** Sonner unmounts a dismissed toast this long after dismissing it (its TIME_BEFORE_UNMOUNT, fixed
 * at 200 ms and not configurable). The spec's hide animation is 300 ms, so the timing is ours:
 * sonner keeps the toast forever, we start our own exit animation when the duration is over and
 * dismiss it this much before that animation ends. */
const SONNER_UNMOUNT_DELAY_MS = 200;

/** Shows a short message at the bottom of the screen; returns a function that removes it early. */
export function showToast(message: ReactNode, { action, duration = TOAST_DURATION_MS }: ToastOptions = {}): () => void {
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
    setTimeout(
      () => toast.dismiss(id),
      duration + Math.max(0, TOAST_HIDE_ANIMATION_MS - SONNER_UNMOUNT_DELAY_MS),
    ),
  );
  return () => {
    clearTimers();
    toast.dismiss(id);
  };
}
