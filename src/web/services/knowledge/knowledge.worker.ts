// Documents are read, split, indexed, embedded and searched in this worker: a 200-page PDF takes
// seconds of work, and its embeddings megabytes of JSON to read, that must not freeze the page.

import { BUILD_MODE } from '../build-mode';
import { installDesktopRelay } from '../desktop-relay';
import { createCallOut } from '../http/call-out';
import { createEmbedTexts } from './embed-texts';
import { KNOWLEDGE_CHANNEL, openKnowledgeDb } from './knowledge-db';
import type { KnowledgeRequest, KnowledgeResponse } from './knowledge-protocol';
import { createKnowledgeService } from './knowledge-service';

interface WorkerScope {
  onmessage: ((event: MessageEvent<KnowledgeRequest>) => void) | null;
  postMessage: (message: KnowledgeResponse) => void;
}

if (BUILD_MODE === 'desktop') installDesktopRelay(self);

const scope = self as unknown as WorkerScope;
const channel = new BroadcastChannel(KNOWLEDGE_CHANNEL);
const service = createKnowledgeService(
  {
    db: openKnowledgeDb,
    announce: (baseId) => channel.postMessage(baseId),
    now: () => Date.now(),
    embed: createEmbedTexts((accessCode) => createCallOut(() => accessCode).call),
  },
  (response) => scope.postMessage(response),
);
channel.onmessage = (event: MessageEvent<string>) => service.forget(event.data);
scope.onmessage = (event) => service.handle(event.data);
