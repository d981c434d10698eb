// The messages between the page and the worker that runs provider calls (model-stream.worker.ts).

import type { ProviderRequest } from '../../../core/providers/adapter';
import type { ProviderId } from '../../../core/providers/catalog';
import type { ChatEvent } from '../../../core/types';

export interface ModelStreamJob {
  providerId: ProviderId;
  request: ProviderRequest;
  timeoutMs: number;
  /** The user's access code, which the worker adds to calls to our own server only. */
  accessCode: string;
}

export type ModelStreamRequest = ({ type: 'start'; id: number } & ModelStreamJob) | { type: 'stop'; id: number };

/** Events of one call, in order; the last batch of a call ends with `done`. */
export interface ModelStreamBatch {
  id: number;
  events: ChatEvent[];
}

/** A worker, its global scope, or a MessagePort in tests. */
export interface MessageEndpoint<In, Out> {
  postMessage(message: Out): void;
  onmessage: ((event: MessageEvent<In>) => void) | null;
}

/** One batch a frame at most: the reply is revealed once a frame anyway. */
export const MODEL_STREAM_BATCH_MS = 16;
