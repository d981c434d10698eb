// Claude's web search server tool (`web_search_20250305`): Anthropic runs the searches itself
// within the one request. Its stream carries a `server_tool_use` block (the query), a
// `web_search_tool_result` block (the results: url, title, page_age), and text blocks whose
// `citations_delta` events cite a `web_search_result_location` with the page's own words
// (`cited_text`) before the block's text arrives.

import type { WebSourceEvent } from '../stream/chat-event';
import { arrayAt, isRecord, stringAt, type JsonRecord } from './wire-json';

/** Searches one answer may make: enough to compare a few sources, and a bound on what it costs. */
const WEB_SEARCH_MAX_USES = 5;

export const ANTHROPIC_WEB_SEARCH_TOOL = { type: 'web_search_20250305', name: 'web_search', max_uses: WEB_SEARCH_MAX_USES } as const;

/** The results a `web_search_tool_result` block lists (an error result lists none). */
export function searchResultEvents(block: JsonRecord | undefined): WebSourceEvent[] {
  return arrayAt(block, 'content').flatMap((result): WebSourceEvent[] => {
    if (!isRecord(result) || stringAt(result, 'type') !== 'web_search_result') return [];
    const url = stringAt(result, 'url');
    if (!url) return [];
    const published = stringAt(result, 'page_age');
    return [{ type: 'web-source', url, title: stringAt(result, 'title') ?? '', ...(published ? { published } : {}) }];
  });
}

interface CitedBlock {
  text: string;
  citations: { url: string; title: string; quote?: string }[];
}

/** The citations of the text blocks, held until each block's text is whole: a citation is for the
 * words of its block, which come after it. */
export function createCitedBlocks() {
  const blocks = new Map<number, CitedBlock>();
  const blockOf = (index: number) => {
    const known = blocks.get(index);
    if (known) return known;
    const block: CitedBlock = { text: '', citations: [] };
    blocks.set(index, block);
    return block;
  };
  return {
    /** A `citations_delta` (or a citation a block started with). */
    cite(index: number, citation: unknown) {
      if (!isRecord(citation) || stringAt(citation, 'type') !== 'web_search_result_location') return;
      const url = stringAt(citation, 'url');
      if (!url) return;
      const quote = stringAt(citation, 'cited_text');
      blockOf(index).citations.push({ url, title: stringAt(citation, 'title') ?? '', ...(quote ? { quote } : {}) });
    },
    text(index: number, text: string) {
      const block = blocks.get(index);
      if (block) block.text += text;
    },
    /** At the block's end: its citations, each with the words of the answer it supports. */
    stop(index: number): WebSourceEvent[] {
      const block = blocks.get(index);
      blocks.delete(index);
      if (!block) return [];
      const cites = block.text.trim() ? { cites: block.text } : {};
      return block.citations.map((citation) => ({ type: 'web-source', ...citation, ...cites }));
    },
  };
}

