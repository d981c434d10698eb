// A chat's knowledge bases at work in a reply: the passages that best match the user's message go
// into the context on every turn, and models that take tools may search for more. Every passage the
// reply is given keeps one number for the whole reply, which the model cites and the reader opens.

import { combineToolRunners, type ToolRunner } from '../../../core/chat/tools';
import { citePassages, formatPassages, KNOWLEDGE_CONTEXT_TOKENS, KNOWLEDGE_PASSAGES_PER_TURN, passagesMessageText } from '../../../core/knowledge/passages-context';
import type { PassageHit } from '../../../core/knowledge/passage';
import type { ChatMessage, CitedPassage } from '../../../core/schemas';
import { searchKnowledge } from './knowledge-search';

const SEARCH_TOOL_NAME = 'search_my_documents';

const SEARCH_TOOL = {
  type: 'function' as const,
  function: {
    name: SEARCH_TOOL_NAME,
    description:
      "Searches the user's own documents (the knowledge bases attached to this chat) and returns the most relevant passages, each numbered for citing as [n] with its file and page.",
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What to look for, in the words the documents would use.' } },
      required: ['query'],
    },
  },
};

export interface TurnKnowledge {
  /** The system message with the turn's passages; undefined when none matched. */
  message?: ChatMessage;
  /** Every passage the reply has been given so far, by number. */
  citations: CitedPassage[];
  /** The search tool, which numbers what it finds after the passages already given. */
  runner: ToolRunner;
}

/** Numbers the hits not given yet after those that were, within one search's budget; returns the
 * entries of this search (old numbers kept for passages given before). */
function citeMore(citations: CitedPassage[], hits: readonly PassageHit[]): CitedPassage[] {
  const known = new Map(citations.map((cited) => [cited.passageId, cited]));
  const fresh = citePassages(
    hits.filter((hit) => !known.has(hit.passage.id)),
    KNOWLEDGE_CONTEXT_TOKENS,
    citations.length + 1,
  );
  citations.push(...fresh);
  const freshById = new Map(fresh.map((cited) => [cited.passageId, cited]));
  return hits.map((hit) => known.get(hit.passage.id) ?? freshById.get(hit.passage.id)).filter((cited): cited is CitedPassage => cited !== undefined);
}

function queryOf(call: { function: { arguments: string } }): string {
  try {
    const parsed = JSON.parse(call.function.arguments) as { query?: unknown };
    return typeof parsed.query === 'string' ? parsed.query : '';
  } catch {
    return '';
  }
}

/** The passages for a turn that says `text`, and the search tool of the reply. `onCite` hears the
 * whole list whenever the tool adds to it. */
export async function knowledgeForTurn(baseIds: string[], text: string, now: number, onCite: (citations: CitedPassage[]) => void): Promise<TurnKnowledge> {
  const citations: CitedPassage[] = [];
  let hits: PassageHit[] = [];
  try {
    hits = await searchKnowledge(baseIds, text, KNOWLEDGE_PASSAGES_PER_TURN);
  } catch (error) {
    // The reply goes ahead without passages rather than not at all; the tool may still find some.
    console.error('The knowledge bases could not be searched:', error);
  }
  citeMore(citations, hits);
  const content = passagesMessageText(citations);
  const runner: ToolRunner = {
    definitions: [SEARCH_TOOL],
    async run(call) {
      const found = citeMore(citations, await searchKnowledge(baseIds, queryOf(call), KNOWLEDGE_PASSAGES_PER_TURN));
      onCite([...citations]);
      return { status: 200, content: found.length > 0 ? formatPassages(found) : 'No passages of the documents match.' };
    },
  };
  return { ...(content ? { message: { id: 'knowledge-passages', role: 'system', content, date: now } } : {}), citations, runner };
}

/** The reply's tools with the search tool beside them. */
export function withSearchTool(runner: ToolRunner | undefined, knowledge: TurnKnowledge): ToolRunner | undefined {
  return combineToolRunners(runner ? [runner, knowledge.runner] : [knowledge.runner]);
}
