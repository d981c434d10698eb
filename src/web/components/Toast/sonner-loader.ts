// Sonner loads with the first toast, not with the first screen. The host renders the Toaster once
// sonner is here, and a toast waits until a Toaster is mounted to receive it.

import type * as ToasterModule from './Toaster';
import { isToasterMounted, whenToasterMounted } from './toaster-mounted';

type Sonner = typeof ToasterModule;

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  loading ??= import('./Toaster').then((module) => {
    sonner = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

export const loadedSonner = (): Sonner | undefined => sonner;

export function subscribeSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves with sonner once it is loaded and a Toaster is there to show what it is given. */
export async function readySonner(): Promise<Sonner> {
  const module = await loadSonner();
  await whenToasterMounted;
  return module;
}

/** Sonner, when a toast can be shown at once (already loaded and mounted). */
export const sonnerIfReady = (): Sonner | undefined => (isToasterMounted() ? sonner : undefined);
