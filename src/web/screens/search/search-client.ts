// The page's side of the search index: one worker for the page's lifetime, started by the first
// visit to the search screen and kept in step with the chat store from then on, so that later
// visits find it ready.

import { create } from 'zustand';
import type { SearchResults } from '../../../core/search/search-index';
import { useChatStore } from '../../stores/chat-store';
import { syncWithChatStore } from './chat-sync';
import type { SearchRequest, SearchResponse } from './search-protocol';
import { createWorkerReplies } from '../../services/worker-replies';

type IndexStatus = 'building' | 'ready' | 'failed';

interface SearchIndexState {
  status: IndexStatus;
  /** Messages in the index. */
  size: number;
  /** Raised whenever the index changes, so that a shown search is run again. */
  version: number;
}

export const useSearchIndex = create<SearchIndexState>()(() => ({ status: 'building', size: 0, version: 0 }));

let worker: Worker | null = null;
const replies = createWorkerReplies<SearchResults>();
const EMPTY: SearchResults = { total: 0, hits: [] };

function fail(message: string): void {
  console.error('Search index failed:', message);
  useSearchIndex.setState({ status: 'failed' });
  replies.settleAll({ value: EMPTY });
}

function receive(response: SearchResponse): void {
  switch (response.type) {
    case 'indexed':
      useSearchIndex.setState((s) => ({ status: s.status === 'failed' ? s.status : 'ready', size: response.size, version: s.version + 1 }));
      return;
    case 'results':
      replies.resolve(response.id, response.results);
      return;
    case 'failed':
      fail(response.message);
  }
}

/** Starts the index once; later calls do nothing. */
export function startSearchIndex(): void {
  if (worker) return;
  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
    return;
  }
  const started = worker;
  started.onmessage = (event: MessageEvent<SearchResponse>) => receive(event.data);
  started.onerror = (event) => fail(event.message);
  // Opened straight at the search screen, the chat list may not be read yet: an index of no
  // sessions would show "no data" for a moment.
  const sync = () => syncWithChatStore((request: SearchRequest) => started.postMessage(request));
  if (useChatStore.getState().hydrated) {
    sync();
    return;
  }
  const unsubscribe = useChatStore.subscribe((state) => {
    if (!state.hydrated) return;
    unsubscribe();
    sync();
  });
}

/** The first `limit` messages matching `query`, best first. */
export function searchMessages(query: string, limit: number): Promise<SearchResults> {
  if (!worker || useSearchIndex.getState().status === 'failed') return Promise.resolve(EMPTY);
  const sent = worker;
  return replies.ask((id) => sent.postMessage({ type: 'search', id, query, limit } satisfies SearchRequest));
}
