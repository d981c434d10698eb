// Documents are read, split, indexed and searched in this worker: a 200-page PDF takes seconds of
// work that must not freeze the page.

import { KNOWLEDGE_CHANNEL, openKnowledgeDb } from './knowledge-db';
import type { KnowledgeRequest, KnowledgeResponse } from './knowledge-protocol';
import { createKnowledgeService } from './knowledge-service';

interface WorkerScope {
  onmessage: ((event: MessageEvent<KnowledgeRequest>) => void) | null;
  postMessage: (message: KnowledgeResponse) => void;
}

const scope = self as unknown as WorkerScope;
const channel = new BroadcastChannel(KNOWLEDGE_CHANNEL);
const service = createKnowledgeService(
  { db: openKnowledgeDb, announce: (baseId) => channel.postMessage(baseId), now: () => Date.now() },
  (response) => scope.postMessage(response),
);
channel.onmessage = (event: MessageEvent<string>) => service.forget(event.data);
scope.onmessage = (event) => service.handle(event.data);
