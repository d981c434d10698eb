// Canned answers: company questions answered from public/canned-answers.json, streamed out
// locally "4 characters every 40 ms, with no server call".

import {
  cannedAnswerChunks,
  cannedAnswerTableSchema,
  findCannedAnswer,
  indexCannedAnswers,
  type CannedAnswer,
  type CannedAnswerIndex,
} from '../../../core/chat/canned';
import { CANNED_ANSWER_TICK_MS } from '../../../core/constants/chat';
import { callOut } from '../http/page-call-out';
import { pending } from './pending';
import { createReplyWriter } from './reply-writer';

const CANNED_ANSWERS_URL = './canned-answers.json';

let table: Promise<CannedAnswerIndex> | undefined;

async function fetchTable(): Promise<CannedAnswerIndex> {
  try {
    const url = typeof document === 'undefined' ? CANNED_ANSWERS_URL : new URL(CANNED_ANSWERS_URL, document.baseURI).href;
    const response = await callOut(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return indexCannedAnswers(cannedAnswerTableSchema.parse(await response.json()));
  } catch (error) {
    // Without the table every question simply goes to the model.
    console.warn('Canned answers are unavailable', error);
    return new Map();
  }
}

/** The table is fetched once, on the first message of the page's life. */
export async function cannedAnswerFor(text: string): Promise<CannedAnswer | undefined> {
  table ??= fetchTable();
  return findCannedAnswer(await table, text);
}

/** Forgets the fetched table, so a test (or an administrator's new file) is read again. */
export function resetCannedAnswers(): void {
  table = undefined;
}

/** Streams the answer into the reply, stoppable like a model's reply and finished the same way. */
export function streamCannedAnswer(sessionId: string, replyId: string, answer: CannedAnswer): Promise<void> {
  const writer = createReplyWriter(sessionId, replyId, 'immediate');
  const chunks = cannedAnswerChunks(answer.answer);
  const controller = new AbortController();
  pending.add(sessionId, replyId, controller);

  return new Promise<void>((resolve) => {
    let next = 0;
    const end = () => {
      clearInterval(timer);
      controller.signal.removeEventListener('abort', end);
      pending.remove(sessionId, replyId);
      void writer.finish().then(() => resolve());
    };
    const timer = setInterval(() => {
      const chunk = chunks[next++];
      if (chunk !== undefined) writer.pushText(chunk);
      if (next >= chunks.length) end();
    }, CANNED_ANSWER_TICK_MS);
    controller.signal.addEventListener('abort', end, { once: true });
  });
}
