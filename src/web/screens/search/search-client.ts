// The page's side of the search index: one worker for the page's lifetime, started by the first
// visit to the search screen and kept in step with the chat store from then on, so that later
// visits find it ready.

import { create } from 'zustand';
import type { SearchResults } from '../../../core/search/search-index';
import { useChatStore } from '../../stores/chat-store';
import { syncWithChatStore } from './chat-sync';
import type { SearchRequest, SearchResponse } from './search-protocol';
import { createWorkerClient } from '../../services/worker-client';

type IndexStatus = 'building' | 'ready' | 'failed';

interface SearchIndexState {
  status: IndexStatus;
  /** Messages in the index. */
  size: number;
  /** Raised whenever the index changes, so that a shown search is run again. */
  version: number;
}

export const useSearchIndex = create<SearchIndexState>()(() => ({ status: 'building', size: 0, version: 0 }));

const EMPTY: SearchResults = { total: 0, hits: [] };

/** A search waits behind the index build (6.8 s for 50,000 messages on a slow phone, measured in
 * docs/BENCHMARKS.md); a worker silent for ten times that is stuck, and the index counts as failed. */
const SEARCH_ANSWER_TIMEOUT_MS = 60_000;

/** How to stop following the chat store; null while no index is running. */
let following: (() => void) | null = null;

const worker = createWorkerClient<SearchResponse, SearchRequest>({
  start: () => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' }),
  idOf: (response) => (response.type === 'results' ? response.id : undefined),
  onOther: receive,
  onCrash: (error) => fail(error.message),
});

/** The index is lost: the screen says so, and the next visit starts a new one. */
function fail(message: string): void {
  console.error('Search index failed:', message);
  useSearchIndex.setState({ status: 'failed' });
  following?.();
  following = null;
  worker.stop();
}

function receive(response: SearchResponse): void {
  if (response.type === 'indexed') {
    useSearchIndex.setState((s) => ({ status: s.status === 'failed' ? s.status : 'ready', size: response.size, version: s.version + 1 }));
  } else if (response.type === 'failed') {
    fail(response.message);
  }
}

/** Starts the index; later calls do nothing while it runs. */
export function startSearchIndex(): void {
  if (following) return;
  useSearchIndex.setState({ status: 'building' });
  let stopSync: (() => void) | undefined;
  // Opened straight at the search screen, the chat list may not be read yet: an index of no
  // sessions would show "no data" for a moment.
  const sync = () => {
    try {
      stopSync = syncWithChatStore((request) => worker.tell(request));
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  };
  const unsubscribe = useChatStore.getState().hydrated
    ? undefined
    : useChatStore.subscribe((state) => {
        if (!state.hydrated) return;
        unsubscribe?.();
        sync();
      });
  following = () => {
    unsubscribe?.();
    stopSync?.();
  };
  if (!unsubscribe) sync();
}

/** The first `limit` messages matching `query`, best first. */
export function searchMessages(query: string, limit: number): Promise<SearchResults> {
  if (!following || useSearchIndex.getState().status === 'failed') return Promise.resolve(EMPTY);
  return worker
    .ask((id) => ({ type: 'search', id, query, limit }) satisfies SearchRequest, (response) => (response.type === 'results' ? response.results : EMPTY), {
      timeoutMs: SEARCH_ANSWER_TIMEOUT_MS,
    })
    .catch((error: unknown) => {
      // A crash or a stop has already said so.
      if (useSearchIndex.getState().status !== 'failed') fail(error instanceof Error ? error.message : String(error));
      return EMPTY;
    });
}
