import { describe, expect, it } from 'vitest';
import { nativeSearchFrames, SEARCHED_PAGES } from '../../../tests/fakes/native-search.mjs';
import { anthropicAdapter } from '../providers/anthropic';
import { geminiAdapter } from '../providers/gemini';
import { openaiAdapter } from '../providers/openai';
import type { ProviderAdapter } from '../providers/adapter';
import { sseEvents, textOf } from '../providers/test-input';
import { messageSourceSchema } from '../schemas/message-source';
import { chatMessageSchema } from '../schemas/message';
import { createNativeSources } from './native-sources';

const question = 'When did Rust ship';
const [first, second, listed] = SEARCHED_PAGES;

function searched(adapter: ProviderAdapter, dialect: 'openai' | 'google' | 'anthropic') {
  const parse = adapter.createStreamParser();
  const events = sseEvents(nativeSearchFrames(dialect, { model: 'm', question }).join('')).flatMap(parse);
  const book = createNativeSources();
  for (const event of events) if (event.type === 'web-source') book.add(event);
  return { text: book.marked(textOf(events)), sources: book.sources() };
}

describe('sources of the model’s own search', () => {
  it('Claude: verified citations with the page’s quoted words, marks after the cited words, the listed result kept', () => {
    const { text, sources } = searched(anthropicAdapter, 'anthropic');
    expect(text).toBe(`Echo: ${question}. ${first?.claim} [1]. ${second?.claim} [2].`);
    expect(sources).toEqual([
      { n: 1, url: first?.url, title: first?.title, site: 'news.example', published: first?.pageAge, state: 'read', citations: [{ passage: first?.quote, quoted: true, verified: true, byModel: true }] },
      { n: 2, url: second?.url, title: second?.title, site: 'history.example', published: second?.pageAge, state: 'read', citations: [{ passage: second?.quote, quoted: true, verified: true, byModel: true }] },
      { n: 3, url: listed?.url, title: listed?.title, site: 'forum.example', published: listed?.pageAge, state: 'found' },
    ]);
  });

  it('Gemini: the answer’s supported words as unverified citations, the site as named by the grounding', () => {
    const { text, sources } = searched(geminiAdapter, 'google');
    expect(text).toBe(`Echo: ${question}. ${first?.claim} [1]. ${second?.claim} [2]. `);
    expect(sources[0]).toEqual({
      n: 1,
      url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/fake-1',
      title: 'news.example',
      site: 'news.example',
      state: 'read',
      citations: [{ passage: `${first?.claim}.`, quoted: false, verified: false, byModel: true }],
    });
  });

  it('OpenAI: marks after each annotated link, citations not verified', () => {
    const { text, sources } = searched(openaiAdapter, 'openai');
    expect(text).toContain(`${first?.claim} ([news.example](${first?.url}?utm_source=openai)) [1]. `);
    expect(sources.map((source) => [source.n, source.title, source.site, source.citations?.[0]?.verified])).toEqual([
      [1, first?.title, 'news.example', false],
      [2, second?.title, 'history.example', false],
    ]);
  });

  it('groups sources cited for the same words in one mark, and leaves out words the answer no longer has', () => {
    const book = createNativeSources();
    book.add({ type: 'web-source', url: 'https://a.example', title: 'A', cites: 'Both say so.' });
    book.add({ type: 'web-source', url: 'https://b.example', title: 'B', quote: 'so it is', cites: 'Both say so.' });
    book.add({ type: 'web-source', url: 'https://c.example', title: 'C', cites: 'words that are gone' });
    expect(book.marked('Both say so. Then more.')).toBe('Both say so [1, 2]. Then more.');
    expect(book.sources()[2]?.citations).toHaveLength(1);
  });

  it('keeps sources the message schema accepts', () => {
    const { text, sources } = searched(anthropicAdapter, 'anthropic');
    for (const source of sources) expect(messageSourceSchema.parse(source)).toEqual(source);
    expect(chatMessageSchema.parse({ id: 'a', date: 1, role: 'assistant', content: text, sources }).sources).toEqual(sources);
  });
});
