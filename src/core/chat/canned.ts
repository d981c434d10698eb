// Canned answers: a small table of company questions answered locally, with no model call. The
// table is a data file (public/canned-answers.json) so an administrator can replace it.
//
// Matching rule: a message matches a question when both are equal after normalisation, which
// folds full-width and half-width forms (NFKC), ignores case, and drops every space, punctuation
// mark and symbol. So "介绍一下本公司？" matches "介绍一下本公司" and " 介绍 一下 本公司! ",
// but a longer message that merely contains a question does not: a real question about the
// company's product in a sentence of its own deserves the model's answer, not a canned one.

import * as z from 'zod/mini';
import { CANNED_ANSWER_CHARS_PER_TICK } from '../constants/chat';

const cannedAnswerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  questions: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  answer: z.string().check(z.minLength(1)),
});

export const cannedAnswerTableSchema = z.object({
  version: z.number(),
  answers: z.array(cannedAnswerSchema),
});

export type CannedAnswer = z.infer<typeof cannedAnswerSchema>;
export type CannedAnswerTable = z.infer<typeof cannedAnswerTableSchema>;

const IGNORED = /[\s\p{P}\p{S}]+/gu;

export function normalizeQuestion(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(IGNORED, '');
}

/** Question → answer, built once per table so each message costs one lookup. */
export type CannedAnswerIndex = ReadonlyMap<string, CannedAnswer>;

export function indexCannedAnswers(table: CannedAnswerTable): CannedAnswerIndex {
  const index = new Map<string, CannedAnswer>();
  for (const answer of table.answers) {
    for (const question of answer.questions) {
      const key = normalizeQuestion(question);
      // The first entry wins, so the file's order settles a question listed twice.
      if (key !== '' && !index.has(key)) index.set(key, answer);
    }
  }
  return index;
}

export function findCannedAnswer(index: CannedAnswerIndex, text: string): CannedAnswer | undefined {
  const key = normalizeQuestion(text);
  return key === '' ? undefined : index.get(key);
}

/** The answer in the pieces it is streamed in: "4 characters every 40 ms". Characters, not UTF-16
 * units, so an emoji or a rare CJK character is never cut in half. */
export function cannedAnswerChunks(answer: string, size = CANNED_ANSWER_CHARS_PER_TICK): string[] {
  const characters = Array.from(answer);
  const chunks: string[] = [];
  for (let start = 0; start < characters.length; start += size) chunks.push(characters.slice(start, start + size).join(''));
  return chunks;
}
