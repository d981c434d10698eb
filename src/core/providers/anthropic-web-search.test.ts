import { describe, expect, it } from 'vitest';
import { nativeSearchFrames, SEARCHED_PAGES } from '../../../tests/fakes/native-search.mjs';
import { anthropicAdapter } from './anthropic';
import { bodyOf, mergedToolCalls, sseEvents, testInput, textOf, WEATHER_TOOL } from './test-input';

describe('Claude’s web search tool', () => {
  it('offers web_search_20250305 beside the app’s own tools', () => {
    const body = bodyOf(anthropicAdapter.buildChatRequest(testInput({ config: { model: 'claude-sonnet-4-5' }, tools: [WEATHER_TOOL], nativeSearch: true })));
    expect(body.tools).toEqual([expect.objectContaining({ name: WEATHER_TOOL.function.name }), { type: 'web_search_20250305', name: 'web_search', max_uses: 5 }]);
    expect(bodyOf(anthropicAdapter.buildChatRequest(testInput()))).not.toHaveProperty('tools');
  });

  it('lists the search results and cites each page with its own words, for the words of the answer that follow', () => {
    const parse = anthropicAdapter.createStreamParser();
    const events = sseEvents(nativeSearchFrames('anthropic', { model: 'claude-sonnet-4-5', question: 'When did Rust ship' }).join('')).flatMap(parse);
    const sources = events.filter((event) => event.type === 'web-source');
    expect(sources).toEqual([
      ...SEARCHED_PAGES.map((page) => ({ type: 'web-source', url: page.url, title: page.title, published: page.pageAge })),
      ...SEARCHED_PAGES.slice(0, 2).map((page) => ({ type: 'web-source', url: page.url, title: page.title, quote: page.quote, cites: page.claim })),
    ]);
    // The server tool's query is Claude's own: no call for the app to run.
    expect(mergedToolCalls(events)).toEqual([]);
    expect(textOf(events)).toBe(`Echo: When did Rust ship. ${SEARCHED_PAGES[0]?.claim}. ${SEARCHED_PAGES[1]?.claim}.`);
  });

  it('reads the same citations in a whole answer', () => {
    const body = {
      content: [
        { type: 'web_search_tool_result', tool_use_id: 's', content: [{ type: 'web_search_result', url: 'https://a.example', title: 'A', page_age: 'May 1, 2024' }] },
        { type: 'text', text: 'A is first', citations: [{ type: 'web_search_result_location', url: 'https://a.example', title: 'A', cited_text: 'A comes first' }] },
      ],
      usage: { input_tokens: 1, output_tokens: 2 },
    };
    expect(anthropicAdapter.parseBody(200, body).filter((event) => event.type === 'web-source')).toEqual([
      { type: 'web-source', url: 'https://a.example', title: 'A', published: 'May 1, 2024' },
      { type: 'web-source', url: 'https://a.example', title: 'A', quote: 'A comes first', cites: 'A is first' },
    ]);
  });
});
