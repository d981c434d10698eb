import { useSyncExternalStore } from 'react';
import { loadedSonner, subscribeSonner } from './sonner-loader';

/** Where the toasts of showToast appear. Mount it once, near the root of the app; it draws nothing
 * until the first toast has loaded sonner. */
export function ToastHost() {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, loadedSonner);
  return sonner ? <sonner.Toaster /> : null;
}
