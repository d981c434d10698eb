// Several models asked one question at once: their answers are siblings under that one question
// (versions of each other, as answers asked again are), marked `compared`. Until the user chooses
// one (a version stamped `chosenAt`, as the version switch does), the chat shows them side by side
// with how fast each came and what it cost. Pure functions over the chat's messages.

import { costOf, type CustomPrices } from '../models/prices';
import type { ChatMessage } from '../types';
import { measureText } from './tokens';
import { messageText } from './message-content';

/** Fewer than two is an ordinary question; more than four columns no longer fit side by side on a
 * laptop's screen, and every one more is one more stream on the main thread. */
export const MIN_COMPARED_MODELS = 2;
export const MAX_COMPARED_MODELS = 4;

/** A rate over less than this is noise: a reply that came in one piece has no speed to tell. */
const MIN_RATE_WINDOW_MS = 50;
const MS_PER_SECOND = 1000;

/** Whether `count` models can be asked together. */
export function comparable(count: number): boolean {
  return count >= MIN_COMPARED_MODELS && count <= MAX_COMPARED_MODELS;
}

type CompareMessage = Pick<ChatMessage, 'id' | 'date' | 'parentId' | 'chosenAt' | 'compared'>;

/** The answers asked together with `message`, itself included and in stored order, while none of
 * its siblings has been chosen; undefined when it is not such an answer or one has been chosen (the
 * chat then shows the chosen one with the others as its versions). Its siblings are found by the
 * parent they name, which every answer asked together does, rather than by building the tree:
 * this runs on every streamed frame of the answers, in a chat that may hold thousands of messages. */
export function openComparison<M extends CompareMessage>(messages: readonly M[], message: M): M[] | undefined {
  if (!message.compared || !message.parentId) return undefined;
  const siblings = messages.filter((other) => other.parentId === message.parentId);
  if (siblings.some((other) => other.chosenAt !== undefined)) return undefined;
  const compared = siblings.filter((other) => other.compared);
  return compared.length >= MIN_COMPARED_MODELS ? compared : undefined;
}

export interface ReplyStats {
  /** From the question to the reply's first words. */
  firstTokenMs: number | undefined;
  /** Completion tokens over the time they streamed, from the first words on. */
  tokensPerSecond: number | undefined;
  /** The tokens are the text's estimate: the provider did not count them (yet). */
  estimated: boolean;
  /** USD, where the provider counted the tokens and the model's price is known. */
  cost: number | undefined;
}

/** How fast a reply came and what it cost. While it streams, `now` ends the time it has streamed. */
export function replyStats(message: Pick<ChatMessage, 'date' | 'timing' | 'usage' | 'model' | 'content' | 'streaming'>, now: number, prices?: CustomPrices): ReplyStats {
  const firstTokenMs = message.timing?.firstTokenMs;
  const counted = message.usage?.completionTokens;
  const tokens = counted ?? measureText(messageText(message.content)).tokens;
  const streamMs = firstTokenMs === undefined ? undefined : (message.timing?.streamMs ?? (message.streaming ? now - message.date - firstTokenMs : undefined));
  const tokensPerSecond = streamMs !== undefined && streamMs >= MIN_RATE_WINDOW_MS && tokens > 0 ? (tokens * MS_PER_SECOND) / streamMs : undefined;
  const cost = message.usage && message.model ? costOf(message.model, message.usage, prices) : undefined;
  return { firstTokenMs, tokensPerSecond, estimated: counted === undefined, cost };
}
