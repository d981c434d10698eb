// What the model reads of the web: the tools it may call, the numbered results and pages, and how it
// is asked to cite them so that the app can check each citation.

import type { ToolDefinition } from '../providers/adapter';
import { WEB_READ_MAX_PAGES, WEB_SEARCH_MAX_RESULTS } from '../schemas/web-search';
import type { BookEntry } from './source-book';

export const WEB_SEARCH_TOOL = 'web_search';
export const READ_PAGE_TOOL = 'read_page';

/** How much of one page the model is given: five pages of this fit in a small model's context
 * beside the conversation (about 1,500 tokens each). */
const PAGE_CHARS_FOR_MODEL = 6_000;

const CITE_INSTRUCTIONS =
  'Cite the sources you use by their number in square brackets after the sentence they support, e.g. [1] or [1, 3]. ' +
  'When a sentence rests on specific words of a page, quote them exactly between double quotation marks. ' +
  'Cite only sources listed here; if they do not answer the question, say so.';

export const WEB_TOOL_DEFINITIONS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: WEB_SEARCH_TOOL,
      description: `Searches the web. Returns numbered results (title, address, snippet). ${CITE_INSTRUCTIONS}`,
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'What to search for' },
          count: { type: 'integer', minimum: 1, maximum: WEB_SEARCH_MAX_RESULTS, description: 'How many results' },
        },
        required: ['query'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: READ_PAGE_TOOL,
      description: `Reads web pages (up to ${WEB_READ_MAX_PAGES}) and returns their readable text, numbered as sources.`,
      parameters: {
        type: 'object',
        properties: { urls: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: WEB_READ_MAX_PAGES } },
        required: ['urls'],
      },
    },
  },
];

function heading(entry: BookEntry): string {
  const date = entry.published ? ` (${entry.published})` : '';
  return `[${entry.n}] ${entry.title}${date}\n${entry.url}`;
}

export function resultsText(entries: readonly BookEntry[]): string {
  if (entries.length === 0) return 'The search found nothing.';
  return entries.map((entry) => `${heading(entry)}\n${entry.snippet ?? ''}`.trim()).join('\n\n');
}

export function pagesText(entries: readonly BookEntry[]): string {
  return entries
    .map((entry) => {
      if (entry.state !== 'read') return `${heading(entry)}\nThis page could not be read (${entry.reason ?? 'unreachable'}).`;
      const text = entry.text ?? '';
      const shown = text.length > PAGE_CHARS_FOR_MODEL ? `${text.slice(0, PAGE_CHARS_FOR_MODEL)}…` : text;
      return `${heading(entry)}\n${shown}`;
    })
    .join('\n\n');
}

/** The system message of an answer searched before it is asked for (a model without tools). */
export function searchedContext(query: string, entries: readonly BookEntry[]): string {
  const read = entries.filter((entry) => entry.state !== 'found');
  const listed = entries.filter((entry) => entry.state === 'found');
  const parts = [`The app searched the web for: ${query}`, CITE_INSTRUCTIONS];
  if (read.length > 0) parts.push(`Pages read:\n\n${pagesText(read)}`);
  if (listed.length > 0) parts.push(`Other results (not read):\n\n${resultsText(listed)}`);
  if (entries.length === 0) parts.push('The search found nothing.');
  return parts.join('\n\n');
}
