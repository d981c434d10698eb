// The model's own web search goes through the provider proxy as any chat does: the request's search
// fields reach the provider untouched, and the sources in its stream come back untouched.
import { describe, expect, it } from 'vitest';
import { appWithFake } from '../../../tests/fakes/app-with-fake';
import { SEARCHED_PAGES } from '../../../tests/fakes/native-search.mjs';
import { anthropicAdapter } from '../../core/providers/anthropic';
import { geminiAdapter } from '../../core/providers/gemini';
import { openaiAdapter } from '../../core/providers/openai';
import type { ProviderAdapter } from '../../core/providers/adapter';
import { sseEvents, testInput } from '../../core/providers/test-input';

const CODE = 'open-sesame';
const running = appWithFake({ CODE });

const CASES: [string, ProviderAdapter, string, (body: Record<string, unknown>) => unknown][] = [
  ['openai', openaiAdapter, 'gpt-4o-search-preview', (body) => body.web_search_options],
  ['google', geminiAdapter, 'gemini-2.5-flash', (body) => body.tools],
  ['anthropic', anthropicAdapter, 'claude-sonnet-4-5', (body) => body.tools],
];

describe('provider proxy: the model’s own web search', () => {
  it.each(CASES)('%s: forwards the search request and streams its sources back', async (id, adapter, model, searchField) => {
    const request = adapter.buildChatRequest(testInput({ config: { model }, nativeSearch: true, endpoint: { baseUrl: `${running.app.url}/api/${id}` } }));
    const response = await fetch(request.url, { method: 'POST', headers: { ...request.headers, authorization: `Bearer nk-${CODE}` }, body: request.body ?? null });
    expect(response.status).toBe(200);
    const parse = adapter.createStreamParser();
    const sources = sseEvents(await response.text()).flatMap(parse).filter((event) => event.type === 'web-source');
    expect(sources.filter((source) => source.cites).map((source) => source.cites)).toEqual(
      SEARCHED_PAGES.slice(0, 2).map((page) => expect.stringContaining(page.claim ?? '')),
    );
    const seen = running.fake.requests.at(-1)?.json as Record<string, unknown>;
    const sent = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
    expect(searchField(seen)).toEqual(searchField(sent));
    expect(searchField(seen)).toBeDefined();
  });
});
