import { describe, expect, it } from 'vitest';
import { nativeSearchFrames, SEARCHED_PAGES } from '../../../tests/fakes/native-search.mjs';
import type { WebSourceEvent } from '../stream/chat-event';
import { azureAdapter } from './azure';
import { openaiAdapter } from './openai';
import { bodyOf, sseEvents, testInput, textOf, WEATHER_TOOL } from './test-input';

const question = 'When did Rust 1.0 ship';

function parsed(frames: string[]) {
  const parse = openaiAdapter.createStreamParser();
  return sseEvents(frames.join('')).flatMap(parse);
}

describe('OpenAI search models', () => {
  it('asks for web_search_options, without the sampling settings and tools the search models refuse', () => {
    const body = bodyOf(openaiAdapter.buildChatRequest(testInput({ config: { model: 'gpt-4o-search-preview' }, tools: [WEATHER_TOOL], nativeSearch: true })));
    expect(body.web_search_options).toEqual({});
    for (const field of ['temperature', 'top_p', 'presence_penalty', 'frequency_penalty', 'tools']) expect(body).not.toHaveProperty(field);
    expect(bodyOf(openaiAdapter.buildChatRequest(testInput()))).not.toHaveProperty('web_search_options');
  });

  it('leaves the request of a provider without the option as it was', () => {
    const body = bodyOf(azureAdapter.buildChatRequest(testInput({ nativeSearch: true, endpoint: { apiVersion: '2024-10-21' } })));
    expect(body).not.toHaveProperty('web_search_options');
  });

  it('turns url_citation annotations into sources with the words of the answer they cover', () => {
    const events = parsed(nativeSearchFrames('openai', { model: 'gpt-4o-search-preview', question }));
    const sources = events.filter((event): event is WebSourceEvent => event.type === 'web-source');
    expect(sources).toEqual(
      SEARCHED_PAGES.slice(0, 2).map((page) => ({
        type: 'web-source',
        url: `${page.url}?utm_source=openai`,
        title: page.title,
        cites: `${page.claim} ([${page.site}](${page.url}?utm_source=openai)).`,
      })),
    );
    expect(textOf(events)).toContain(sources[1]?.cites);
  });

  it('counts the indices in characters, not UTF-16 units', () => {
    const frame = (delta: unknown) => `data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`;
    const events = parsed([
      frame({ content: '🦀 Ferris is a crab.' }),
      frame({ annotations: [{ type: 'url_citation', url_citation: { start_index: 2, end_index: 19, url: 'https://crab.example', title: 'Crabs' } }] }),
    ]);
    expect(events.find((event) => event.type === 'web-source')).toMatchObject({ cites: 'Ferris is a crab.' });
  });
});
