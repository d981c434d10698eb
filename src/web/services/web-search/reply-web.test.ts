import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webReadRequestSchema, webSearchRequestSchema, type WebReadAnswer, type WebSearchAnswer } from '../../../core/schemas/web-search';
import { useAccessStore } from '../../stores/access-store';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { sendUserMessage } from '../chat-engine';
import { fakeFetch, freshEngineState, jsonResponse, lastMessage, openaiFinish, openaiText, openaiToolPiece, sse, streamResponse, type RecordedRequest } from '../engine/test-support';

const RESULTS: WebSearchAnswer = {
  results: [
    { title: 'Rust 1.0', url: 'https://one.test/rust', snippet: 'Rust 1.0 was released', published: '2015-05-15' },
    { title: 'Ferris', url: 'https://two.test/ferris', snippet: 'the crab' },
    { title: 'Gone', url: 'https://three.test/gone', snippet: 'a page that is gone' },
  ],
};
const PAGES: WebReadAnswer = {
  pages: [
    { ok: true, url: 'https://one.test/rust', finalUrl: 'https://one.test/rust', title: 'Rust 1.0 is out', site: 'One', text: 'The Rust team announced Rust 1.0 on 15 May 2015.' },
    { ok: true, url: 'https://two.test/ferris', finalUrl: 'https://two.test/ferris', title: 'Ferris', site: 'two.test', text: 'Ferris is the unofficial mascot of Rust.' },
    { ok: false, url: 'https://three.test/gone', reason: 'bad_status', status: 404 },
  ],
};
const ANSWER = 'It shipped: "the Rust team announced Rust 1.0" [1]. Ferris is "the official mascot of Rust" [2]. See also [3].';

/** Our server's two web routes answer from the contract's schemas; the model's requests get `model`. */
function server(model: (request: RecordedRequest, count: number) => Response) {
  let modelCalls = 0;
  return fakeFetch([
    (request) => {
      if (request.url.endsWith('/api/web/search')) return jsonResponse(webSearchRequestSchema.parse(request.body) && RESULTS);
      if (request.url.endsWith('/api/web/read')) {
        const asked = webReadRequestSchema.parse(request.body).urls;
        return jsonResponse({ pages: PAGES.pages.filter((page) => asked.includes(page.url)) });
      }
      modelCalls += 1;
      return model(request, modelCalls);
    },
  ]);
}

function useModel(model: string) {
  useConfigStore.setState({ enableAutoGenerateTitle: false, modelConfig: { ...useConfigStore.getState().modelConfig, model } });
}

let sessionId = '';
beforeEach(async () => {
  sessionId = await freshEngineState();
  const session = useChatStore.getState().sessions.find((item) => item.id === sessionId);
  if (!session) throw new Error('no session');
  useChatStore.getState().updateSessionMeta(sessionId, { mask: { ...session.mask, webSearch: true } });
  useAccessStore.setState({ webSearchProviders: ['searxng'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('web search of a reply', () => {
  it('searches first for a model without tools, gives it the pages read, and keeps checked sources', async () => {
    useModel('plain-model');
    const { requests } = server(() => streamResponse(sse([openaiText(ANSWER), '[DONE]'])));
    await sendUserMessage(sessionId, 'When did Rust ship?');

    expect(requests.map((request) => request.url.replace(/^.*\/api\//, ''))).toEqual(['web/search', 'web/read', 'openai/v1/chat/completions']);
    expect(requests[0]?.body).toEqual({ provider: 'searxng', query: 'When did Rust ship?', count: 8 });
    expect(requests[1]?.body).toEqual({ urls: RESULTS.results.map((result) => result.url) });
    const sent = requests[2]?.body.messages as { role: string; content: string }[];
    expect(sent.at(-1)).toMatchObject({ role: 'user', content: 'When did Rust ship?' });
    expect(sent.at(-2)?.role).toBe('system');
    expect(sent.at(-2)?.content).toContain('[1] Rust 1.0 is out (2015-05-15)\nhttps://one.test/rust\nThe Rust team announced Rust 1.0 on 15 May 2015.');

    const reply = lastMessage(sessionId);
    expect(reply?.content).toBe(ANSWER);
    expect(reply?.tools).toEqual([{ id: 'web-search', type: 'web_search', content: 'Found 3 results for “When did Rust ship?”\nRead 2 of 3 pages' }]);
    expect(reply?.sources?.map((source) => [source.n, source.state, source.citations?.map((citation) => citation.verified)])).toEqual([
      [1, 'read', [true]],
      [2, 'read', [false]],
      [3, 'failed', [false]],
    ]);
    expect(reply?.sources?.[2]).toMatchObject({ reason: 'bad_status', status: 404 });
  });

  it('offers web_search and read_page to a model that takes tools, numbering what they found', async () => {
    useModel('gpt-4o-mini');
    const call = (id: string, name: string, args: object) =>
      streamResponse(sse([openaiToolPiece(0, { id, name, arguments: JSON.stringify(args) }), openaiFinish('tool_calls'), '[DONE]']));
    const { requests } = server((_request, count) => {
      if (count === 1) return call('c1', 'web_search', { query: 'rust release', count: 50 });
      if (count === 2) return call('c2', 'read_page', { urls: ['https://one.test/rust'] });
      return streamResponse(sse([openaiText('Released in 2015 "the Rust team announced Rust 1.0" [1], mascot [2].'), '[DONE]']));
    });
    await sendUserMessage(sessionId, 'When did Rust ship?');

    const names = (requests[0]?.body.tools as { function: { name: string } }[]).map((tool) => tool.function.name);
    expect(names).toEqual(['web_search', 'read_page']);
    expect(requests[1]?.body).toEqual({ provider: 'searxng', query: 'rust release', count: 10 });
    const toolResult = (requests[2]?.body.messages as { role: string; content: string }[]).at(-1);
    expect(toolResult?.content).toContain('[2] Ferris\nhttps://two.test/ferris\nthe crab');
    const reply = lastMessage(sessionId);
    expect(reply?.tools?.map((tool) => tool.parts?.[0])).toEqual([
      { type: 'text', text: 'Found 3 results for “rust release”' },
      { type: 'text', text: 'Read 1 of 1 page' },
    ]);
    expect(reply?.sources?.map((source) => [source.state, source.citations?.[0]?.verified])).toEqual([
      ['read', true],
      ['found', false],
      ['found', undefined],
    ]);
  });

  it('answers without the web, saying why, when the search fails', async () => {
    useModel('plain-model');
    const { requests } = fakeFetch([
      (request) =>
        request.url.endsWith('/api/web/search')
          ? jsonResponse({ error: true, code: 'search_failed', message: 'SearXNG said 503' }, 502)
          : streamResponse(sse([openaiText('From memory.'), '[DONE]'])),
    ]);
    await sendUserMessage(sessionId, 'When did Rust ship?');
    expect(requests).toHaveLength(2);
    const reply = lastMessage(sessionId);
    expect(reply?.content).toBe('From memory.');
    expect(reply?.tools).toEqual([{ id: 'web-search', type: 'web_search', content: 'The search failed (status 502).\nSearXNG said 503', isError: true }]);
    expect(reply?.sources).toBeUndefined();
  });

  it('says so when no search service is set up, and searches nothing', async () => {
    useModel('plain-model');
    useAccessStore.setState({ webSearchProviders: [] });
    const { requests } = server(() => streamResponse(sse([openaiText('From memory.'), '[DONE]'])));
    await sendUserMessage(sessionId, 'When did Rust ship?');
    expect(requests).toHaveLength(1);
    expect(lastMessage(sessionId)?.tools?.[0]).toMatchObject({ isError: true, content: 'No search service is set up, so the answer goes without the web.' });
  });
});
