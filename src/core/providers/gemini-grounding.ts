// Gemini's grounding with Google Search: the request offers the `google_search` tool, and a
// candidate carries `groundingMetadata`: `groundingChunks` (the pages, each `web: {uri, title}`,
// the title being the site's domain) and `groundingSupports` (spans of the answer, `segment`, with
// the indices of the chunks that support them). Gemini gives no words of the pages themselves.

import type { WebSourceEvent } from '../stream/chat-event';
import { arrayAt, isRecord, recordAt, stringAt, type JsonRecord } from './wire-json';

/** The tool that turns on grounding with Google Search (Gemini 2.0 and later). */
export const GOOGLE_SEARCH_TOOL = { google_search: {} } as const;

interface Chunk {
  url: string;
  title: string;
}

function chunksOf(metadata: JsonRecord): (Chunk | undefined)[] {
  return arrayAt(metadata, 'groundingChunks').map((chunk) => {
    const web = recordAt(chunk, 'web');
    const url = stringAt(web, 'uri');
    return url ? { url, title: stringAt(web, 'title') ?? '' } : undefined;
  });
}

function sourceEvent(chunk: Chunk, cites?: string): WebSourceEvent {
  // The title Gemini gives is the site's domain: it names the site, and stands as the title too.
  return { type: 'web-source', url: chunk.url, title: chunk.title, ...(chunk.title ? { site: chunk.title } : {}), ...(cites ? { cites } : {}) };
}

/** Every page of a candidate's grounding, then each span of the answer with the pages behind it. */
export function groundingEvents(candidate: unknown): WebSourceEvent[] {
  const metadata = recordAt(candidate, 'groundingMetadata');
  if (!metadata) return [];
  const chunks = chunksOf(metadata);
  const events: WebSourceEvent[] = chunks.filter((chunk) => chunk !== undefined).map((chunk) => sourceEvent(chunk));
  for (const support of arrayAt(metadata, 'groundingSupports')) {
    if (!isRecord(support)) continue;
    const cites = stringAt(recordAt(support, 'segment'), 'text');
    for (const index of arrayAt(support, 'groundingChunkIndices')) {
      const chunk = typeof index === 'number' ? chunks[index] : undefined;
      if (chunk && cites?.trim()) events.push(sourceEvent(chunk, cites));
    }
  }
  return events;
}

