import type { ReactNode } from 'react';
import { rememberFocus } from '../focus-return';

/** What a host needs to draw one imperatively opened dialog. `open` turns false first, so the exit
 * animation can play, and the entry is dropped a little later. */
export interface DialogEntry {
  id: number;
  open: boolean;
  close: () => void;
  render: (state: { open: boolean; close: () => void }) => ReactNode;
}

/** Longer than the exit animations of Modal.module.css, so nothing is cut off mid-fade. */
const REMOVE_AFTER_CLOSE_MS = 250;

let entries: readonly DialogEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getEntries(): readonly DialogEntry[] {
  return entries;
}

export function hasHost(): boolean {
  return listeners.size > 0;
}

/** Adds a dialog to every mounted host; returns the function that closes it (safe to call twice). */
export function openDialog(render: DialogEntry['render']): () => void {
  const id = nextId++;
  const restoreFocus = rememberFocus();
  const close = () => {
    const entry = entries.find((e) => e.id === id);
    if (!entry?.open) return;
    entries = entries.map((e) => (e.id === id ? { ...e, open: false } : e));
    emit();
    setTimeout(() => {
      entries = entries.filter((e) => e.id !== id);
      emit();
      // After React has taken the dialog out of the page (it does so in a task of its own).
      setTimeout(restoreFocus);
    }, REMOVE_AFTER_CLOSE_MS);
  };
  entries = [...entries, { id, open: true, close, render }];
  emit();
  return close;
}
