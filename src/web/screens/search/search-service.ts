// The worker's side: the index, and the requests applied to it one after another (a search sent
// while the index is being built waits for it).

import { applyMessageChanges, replaceSessionMessages } from '../../../core/search/message-changes';
import { searchDocOfRecord, type SearchDoc } from '../../../core/search/search-doc';
import { ChatSearchIndex } from '../../../core/search/search-index';
import type { SearchRequest, SearchResponse } from './search-protocol';
import type { RecordReader } from './search-records';

function docsOf(rows: readonly unknown[], sessionIds: ReadonlySet<string>): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const row of rows) {
    const doc = searchDocOfRecord(row);
    if (doc && sessionIds.has(doc.sessionId)) docs.push(doc);
  }
  return docs;
}

export function createSearchService(reader: RecordReader, reply: (response: SearchResponse) => void) {
  const index = new ChatSearchIndex();

  const apply = async (request: SearchRequest): Promise<void> => {
    switch (request.type) {
      case 'search':
        reply({ type: 'results', id: request.id, results: index.search(request.query, request.limit) });
        return;
      case 'build':
        index.upsert(docsOf(await reader.all(), new Set(request.sessionIds)));
        break;
      case 'replace':
        for (const { sessionId, messages } of request.sessions) replaceSessionMessages(index, sessionId, messages);
        break;
      case 'change':
        applyMessageChanges(index, request.sessionId, request.changes);
        break;
      case 'read': {
        const wanted = new Set(request.sessionIds);
        const docs = docsOf(await reader.sessions(request.sessionIds), wanted);
        for (const sessionId of wanted) index.replaceSession(sessionId, docs.filter((doc) => doc.sessionId === sessionId));
        break;
      }
      case 'removeSessions':
        index.removeSessions(request.sessionIds);
        break;
    }
    reply({ type: 'indexed', size: index.size });
  };

  let queue = Promise.resolve();
  return (request: SearchRequest): Promise<void> => {
    queue = queue
      .then(() => apply(request))
      .catch((error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return queue;
  };
}
