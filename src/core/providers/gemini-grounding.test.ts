import { describe, expect, it } from 'vitest';
import { nativeSearchFrames, SEARCHED_PAGES } from '../../../tests/fakes/native-search.mjs';
import { geminiAdapter } from './gemini';
import { bodyOf, sseEvents, testInput, textOf, WEATHER_TOOL } from './test-input';

describe('Gemini grounding with Google Search', () => {
  it('offers google_search in place of the function tools, which Gemini 2 does not take beside it', () => {
    const searched = bodyOf(geminiAdapter.buildChatRequest(testInput({ config: { model: 'gemini-2.5-flash' }, tools: [WEATHER_TOOL], nativeSearch: true })));
    expect(searched.tools).toEqual([{ google_search: {} }]);
    const plain = bodyOf(geminiAdapter.buildChatRequest(testInput({ tools: [WEATHER_TOOL] })));
    expect(plain.tools).toEqual([{ functionDeclarations: [WEATHER_TOOL.function] }]);
  });

  it('turns groundingChunks into sources and groundingSupports into the answer’s words each backs', () => {
    const parse = geminiAdapter.createStreamParser();
    const events = sseEvents(nativeSearchFrames('google', { model: 'gemini-2.5-flash', question: 'When did Rust ship' }).join('')).flatMap(parse);
    const sources = events.filter((event) => event.type === 'web-source');
    const pages = SEARCHED_PAGES.slice(0, 2);
    expect(sources).toEqual([
      ...pages.map((page, i) => ({ type: 'web-source', url: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/fake-${i + 1}`, title: page.site, site: page.site })),
      ...pages.map((page, i) => ({ type: 'web-source', url: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/fake-${i + 1}`, title: page.site, site: page.site, cites: `${page.claim}.` })),
    ]);
    expect(textOf(events)).toBe(`Echo: When did Rust ship. ${pages.map((page) => `${page.claim}. `).join('')}`);
  });

  it('skips a support pointing at a chunk that does not exist', () => {
    const parse = geminiAdapter.createStreamParser();
    const chunk = { candidates: [{ content: { parts: [{ text: 'x' }] }, groundingMetadata: { groundingChunks: [], groundingSupports: [{ segment: { text: 'x' }, groundingChunkIndices: [3] }] } }] };
    expect(parse({ data: JSON.stringify(chunk) }).filter((event) => event.type === 'web-source')).toEqual([]);
  });
});
