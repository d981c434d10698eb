// The search index lives in a worker: reading and indexing tens of thousands of messages takes
// seconds, which must not freeze the page.

import type { SearchRequest, SearchResponse } from './search-protocol';
import { idbRecordReader } from './search-records';
import { createSearchService } from './search-service';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage: (message: SearchResponse) => void;
}

const scope = self as unknown as WorkerScope;
const handle = createSearchService(idbRecordReader, (response) => scope.postMessage(response));
scope.onmessage = (event) => void handle(event.data);
