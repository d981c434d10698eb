// Web search for one reply. A model that takes tools is offered web_search and read_page; any
// other is answered from a search made first with the user's question, whose top pages are read
// and given to it as numbered sources. Either way the reply keeps its sources, each citation
// checked against the pages read.

import type { ToolRunner } from '../../../core/chat/tools';
import { supportsTools } from '../../../core/models/capabilities';
import { hasNativeSearch } from '../../../core/models/native-search';
import type { ChatMessage, MessageTool, SessionMeta } from '../../../core/types';
import { WEB_READ_MAX_PAGES } from '../../../core/schemas/web-search';
import { searchedContext, WEB_SEARCH_TOOL } from '../../../core/web-search/model-text';
import { searchTarget, type SearchTarget } from '../../../core/web-search/search-target';
import { createSourceBook, type SourceBook } from '../../../core/web-search/source-book';
import { createNativeSources, type NativeSources } from '../../../core/web-search/native-sources';
import { searchBy } from '../../../core/web-search/search-by';
import type { MessageSource } from '../../../core/schemas/message-source';
import { useAccessStore } from '../../stores/access-store';
import { modelConfigOf } from '../../stores/session-config';
import { failureKey, readPages, searchWeb, WebSearchFailure } from './client';
import { loadWebSearchText, webSearchText } from './i18n';
import { webToolRunner } from './web-tools';

/** Results asked of the search made before an answer: the pages read come from the top of them,
 * the rest are listed to the model as leads. */
const SEARCH_FIRST_RESULTS = 8;
/** The longest question searched for, the contract's bound. */
const QUERY_MAX_CHARS = 2_000;
const ENTRY_ID = 'web-search';

/** What the reply stream does for web search: work before the first request, and the sources. */
export interface ReplyWeb {
  /** Runs under the reply's stop before the first request; shows its progress as the reply's tool
   * entries and gives the messages to send. */
  prepare(messages: ChatMessage[], show: (tools: MessageTool[]) => void, signal: AbortSignal): Promise<ChatMessage[]>;
  /** The sources the reply keeps, checked against its whole text. */
  sources(text: string): MessageSource[];
  /** The model searches itself: the request asks its provider to, and the sources come in the
   * stream. */
  native?: NativeSources;
}

/** The search context goes just before the question, where the model reads it as fresh. */
function withContext(messages: ChatMessage[], context: string): ChatMessage[] {
  const system: ChatMessage = { id: `${ENTRY_ID}-context`, date: Date.now(), role: 'system', content: context };
  return [...messages.slice(0, -1), system, ...messages.slice(-1)];
}

function failureText(error: WebSearchFailure): string {
  const sentence = webSearchText(failureKey(error), { status: error.status });
  return error.detail ? `${sentence}\n${error.detail}` : sentence;
}

async function searchFirst(book: SourceBook, target: SearchTarget, query: string, show: (tools: MessageTool[]) => void, signal: AbortSignal): Promise<boolean> {
  const entry = (content: string, isError = false): MessageTool[] => [{ id: ENTRY_ID, type: WEB_SEARCH_TOOL, content, ...(isError ? { isError } : {}) }];
  show(entry(webSearchText('tool.searching', { query })));
  try {
    const found = book.addResults(await searchWeb({ ...target, query, count: SEARCH_FIRST_RESULTS }, signal));
    const urls = found.slice(0, WEB_READ_MAX_PAGES).map((source) => source.url);
    const summary = [webSearchText('tool.found', { count: found.length, query })];
    if (urls.length > 0) {
      const read = book.addPages(await readPages({ urls }, signal));
      summary.push(webSearchText('tool.read', { read: read.filter((source) => source.state === 'read').length, count: read.length }));
    }
    show(entry(summary.join('\n')));
    return true;
  } catch (error) {
    if (!(error instanceof WebSearchFailure)) throw error;
    // The results found before a failed read stay: they are listed to the model as leads.
    show(entry(failureText(error), true));
    return book.entries().length > 0;
  }
}

/** The web search of one reply to `question`: the model's own, or the app's with the tools it
 * offers (a model that takes them). */
export async function replyWeb(session: SessionMeta, question: string): Promise<{ web: ReplyWeb; runner?: ToolRunner }> {
  await loadWebSearchText();
  const access = useAccessStore.getState();
  const target = searchTarget(access, access.webSearchProviders);
  const config = modelConfigOf(session);
  if (searchBy(session.mask.webSearchBy, hasNativeSearch(config.providerName, config.model), target !== undefined) === 'model') {
    const native = createNativeSources();
    return { web: { prepare: (messages) => Promise.resolve(messages), sources: () => native.sources(), native } };
  }
  const book = createSourceBook();
  const sources = (text: string) => book.sources(text);
  if (!target) {
    const notSetUp = webSearchText('failure.notSetUp');
    return { web: { prepare: (messages, show) => (show([{ id: ENTRY_ID, type: WEB_SEARCH_TOOL, content: notSetUp, isError: true }]), Promise.resolve(messages)), sources } };
  }
  if (supportsTools(config.model)) {
    return { web: { prepare: (messages) => Promise.resolve(messages), sources }, runner: webToolRunner(book, target) };
  }
  const query = question.trim().slice(0, QUERY_MAX_CHARS);
  return {
    web: {
      async prepare(messages, show, signal) {
        if (!query || !(await searchFirst(book, target, query, show, signal))) return messages;
        return withContext(messages, searchedContext(query, book.entries()));
      },
      sources,
    },
  };
}
