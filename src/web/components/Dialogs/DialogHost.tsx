import { Suspense, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getEntries, hasHost, subscribe } from './dialog-store';

/** Draws the dialogs opened by showModal, showConfirm and showPrompt. Mount it once, near the root
 * of the app, so the dialogs live in the app's React tree. */
export function DialogHost() {
  const entries = useSyncExternalStore(subscribe, getEntries, getEntries);
  return (
    <>
      {entries.map((entry) => (
        // A dialog beyond the first screen waits here for its strings (i18n/setup.ts), alone.
        <Suspense key={entry.id} fallback={null}>
          {entry.render({ open: entry.open, close: entry.close })}
        </Suspense>
      ))}
    </>
  );
}

let detachedRoot: Root | undefined;

/** A dialog opened before any host is mounted (or in a page without one) would never show and its
 * promise would never settle, so a host of its own is mounted on the body instead. */
export function ensureDialogHost() {
  if (hasHost() || detachedRoot || typeof document === 'undefined') return;
  const container = document.createElement('div');
  document.body.append(container);
  detachedRoot = createRoot(container);
  detachedRoot.render(<DialogHost />);
}
