// The questions waiting for the user, as the chat's screen reads them. Kept apart from the queue's
// workings (consent-queue.ts), which load with the MCP code of a chat that uses a server, so that
// the first screen carries only this store.

import { create } from 'zustand';
import type { ToolConsent, ToolConsentRequest } from './consent';

export interface PendingConsent {
  id: number;
  request: ToolConsentRequest;
  answer: (consent: ToolConsent) => void;
}

interface ConsentQueue {
  pending: PendingConsent[];
}

export const useConsentQueue = create<ConsentQueue>()(() => ({ pending: [] }));
