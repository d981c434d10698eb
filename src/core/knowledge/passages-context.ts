// The passages of the user's documents as the model reads them: numbered, each with where it came
// from, within a token budget, and with the instruction to cite them by number so that the reader
// can open each one.

import { measureText } from '../chat/tokens';
import type { CitedPassage } from '../schemas/message';
import type { PassageHit } from './passage';

/** Tokens the passages of one turn may take in the context: five full passages (about 250 tokens
 * each) and their labels, a small share of any chat model's window that leaves room for the
 * conversation. */
export const KNOWLEDGE_CONTEXT_TOKENS = 1_500;

/** Passages looked up for one turn, before the budget cuts them. */
export const KNOWLEDGE_PASSAGES_PER_TURN = 8;

const INSTRUCTION =
  "Passages from the user's own documents that may help with the user's last message follow. " +
  'When you use one, cite it by its number in square brackets, like [1], right after what it supports. ' +
  'If the passages do not hold the answer, say so rather than guess.';

function label(cited: CitedPassage): string {
  const where = [cited.fileName, cited.page !== undefined ? `page ${cited.page}` : undefined, cited.heading ? `"${cited.heading}"` : undefined];
  return `[${cited.n}] ${where.filter(Boolean).join(', ')}`;
}

/** The passages as numbered blocks, for the context or a tool's answer. */
export function formatPassages(cited: readonly CitedPassage[]): string {
  return cited.map((passage) => `${label(passage)}\n${passage.text}`).join('\n\n');
}

/** The best hits that fit `budget` tokens, numbered from `firstNumber`; a hit that does not fit is
 * skipped and a shorter one after it may still go. */
export function citePassages(hits: readonly PassageHit[], budget: number, firstNumber = 1): CitedPassage[] {
  const cited: CitedPassage[] = [];
  let used = 0;
  for (const { passage } of hits) {
    const entry: CitedPassage = {
      n: firstNumber + cited.length,
      passageId: passage.id,
      fileName: passage.fileName,
      text: passage.text,
      ...(passage.page !== undefined ? { page: passage.page } : {}),
      ...(passage.heading ? { heading: passage.heading } : {}),
    };
    const tokens = measureText(`${label(entry)}\n${entry.text}`).tokens;
    if (used + tokens > budget) continue;
    used += tokens;
    cited.push(entry);
  }
  return cited;
}

/** The system message that carries a turn's passages; undefined when there are none. */
export function passagesMessageText(cited: readonly CitedPassage[]): string | undefined {
  return cited.length === 0 ? undefined : `${INSTRUCTION}\n\n${formatPassages(cited)}`;
}
