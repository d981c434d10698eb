// The worker's side: runs each provider call it is asked for and sends its events back in
// batches. Several calls (a reply, a title, a summary) may run at once, told apart by id.

import { getChatAdapter } from '../../../core/providers/registry';
import { createEventBatcher } from '../../../core/stream/event-batcher';
import { errorEventOf } from '../../../core/stream/error-event';
import { requestChatEvents } from '../../../core/stream/request-chat-events';
import type { Fetch } from '../../../core/types';
import { MODEL_STREAM_BATCH_MS, type MessageEndpoint, type ModelStreamBatch, type ModelStreamJob, type ModelStreamRequest } from './model-stream-protocol';

/** `fetchFor` gives the fetch for a job's access code. */
export function serveModelStreams(endpoint: MessageEndpoint<ModelStreamRequest, ModelStreamBatch>, fetchFor: (accessCode: string) => Fetch): void {
  const running = new Map<number, AbortController>();

  async function run(id: number, job: ModelStreamJob) {
    const controller = new AbortController();
    running.set(id, controller);
    const batcher = createEventBatcher((events) => endpoint.postMessage({ id, events }), MODEL_STREAM_BATCH_MS);
    try {
      const adapter = getChatAdapter(job.providerId);
      for await (const event of requestChatEvents(fetchFor(job.accessCode), adapter, job.request, { timeoutMs: job.timeoutMs, signal: controller.signal })) {
        batcher.push(event);
      }
    } catch (error) {
      batcher.push(errorEventOf(error));
      batcher.push({ type: 'done' });
    } finally {
      batcher.flush();
      running.delete(id);
    }
  }

  endpoint.onmessage = ({ data }) => {
    if (data.type === 'stop') running.get(data.id)?.abort();
    else void run(data.id, data);
  };
}
