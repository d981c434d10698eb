// OpenAI's own web search on Chat Completions: the search models take `web_search_options` and
// mark the sources of their answer with `annotations` of type `url_citation`, each naming the page
// (url, title) and the span of the answer it supports (start_index, end_index, counted in
// characters of the whole answer). In a stream the annotations come in a delta of their own, after
// the text they point into, so the parser keeps the answer's text to resolve them.

import type { WebSourceEvent } from '../stream/chat-event';
import { arrayAt, isRecord, numberAt, recordAt, stringAt, type JsonRecord } from './wire-json';

/** The sampling settings the search models refuse (they choose their own), so they are not sent. */
const SEARCH_MODEL_REFUSED = ['temperature', 'top_p', 'presence_penalty', 'frequency_penalty'] as const;

/** Asks the search model to search; it takes no function tools, so none are offered. */
export function withWebSearchOptions(body: Record<string, unknown>): Record<string, unknown> {
  const searched: Record<string, unknown> = { ...body, web_search_options: {} };
  for (const field of SEARCH_MODEL_REFUSED) delete searched[field];
  delete searched.tools;
  return searched;
}

export interface AnswerText {
  /** The answer so far, as code points, since the indices count characters. */
  chars: string[];
}

export function createAnswerText(): AnswerText {
  return { chars: [] };
}

/** The sources the annotations of one delta (or message) name, with the words each supports. */
export function urlCitationEvents(payload: JsonRecord | undefined, answer: AnswerText): WebSourceEvent[] {
  const events: WebSourceEvent[] = [];
  for (const annotation of arrayAt(payload, 'annotations')) {
    if (!isRecord(annotation) || stringAt(annotation, 'type') !== 'url_citation') continue;
    const citation = recordAt(annotation, 'url_citation');
    const url = stringAt(citation, 'url');
    if (!url) continue;
    const event: WebSourceEvent = { type: 'web-source', url, title: stringAt(citation, 'title') ?? '' };
    const start = numberAt(citation, 'start_index');
    const end = numberAt(citation, 'end_index');
    if (start !== undefined && end !== undefined && end > start) {
      const cites = answer.chars.slice(start, end).join('');
      if (cites.trim()) event.cites = cites;
    }
    events.push(event);
  }
  return events;
}
