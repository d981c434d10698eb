import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_PROMPT_PREFIX } from '../../../core/chat/context';
import { SUMMARY_PROMPT } from '../../../core/chat/summary';
import { TOPIC_PROMPT } from '../../../core/chat/title';
import { DEFAULT_TOPIC, TITLE_MIN_TOKENS } from '../../../core/constants/chat';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { regenerateTitle, sendUserMessage, summarizeSession, SummaryTooShortError } from '../chat-engine';
import { fakeFetch, freshEngineState, jsonResponse, openaiText, sse, streamResponse, type RecordedRequest } from './test-support';

type Sent = { role: string; content: string };
const sentMessages = (request: RecordedRequest | undefined) => (request?.body.messages ?? []) as Sent[];
const lastSent = (request: RecordedRequest | undefined) => sentMessages(request).at(-1)?.content;
const isTitle = (request: RecordedRequest) => lastSent(request) === TOPIC_PROMPT;
const isSummary = (request: RecordedRequest) => lastSent(request) === SUMMARY_PROMPT;

const reply = (text: string) => () => streamResponse(sse([openaiText(text), '[DONE]']));
const titleAnswer = (content: string) => jsonResponse({ choices: [{ index: 0, message: { role: 'assistant', content } }] });

/** Answers titles, summaries and replies by what they ask. */
function routedFetch(answers: { reply?: string; title?: () => Response; summary?: string }) {
  return fakeFetch([
    (request) => {
      if (isTitle(request)) return answers.title?.() ?? titleAnswer('');
      if (isSummary(request)) return streamResponse(sse([openaiText(answers.summary ?? ''), '[DONE]']));
      return reply(answers.reply ?? 'ok')();
    },
  ]);
}

const session = (id: string) => useChatStore.getState().sessions.find((item) => item.id === id);
// Non-ASCII characters count 1.5 tokens each: this question alone reaches the title threshold.
const LONG_QUESTION = '请'.repeat(Math.ceil(TITLE_MIN_TOKENS / 1.5));

let sessionId = '';
beforeEach(async () => {
  sessionId = await freshEngineState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('automatic titles', () => {
  it('asks once the messages reach 50 tokens, without streaming, and cleans the answer', async () => {
    const { requests } = routedFetch({ title: () => titleAnswer('"Paris Weather Today."') });
    await sendUserMessage(sessionId, LONG_QUESTION);
    const title = requests.find(isTitle);
    expect(title?.body.stream).toBe(false);
    expect(sentMessages(title).map((m) => m.content)).toEqual([LONG_QUESTION, 'ok', TOPIC_PROMPT]);
    expect(session(sessionId)?.topic).toBe('Paris Weather Today');
  });

  it('keeps the default topic when the answer is empty', async () => {
    const { requests } = routedFetch({ title: () => titleAnswer('   ') });
    await sendUserMessage(sessionId, LONG_QUESTION);
    expect(requests.some(isTitle)).toBe(true);
    expect(session(sessionId)?.topic).toBe(DEFAULT_TOPIC);
  });

  it('waits for 50 tokens', async () => {
    const { requests } = routedFetch({});
    await sendUserMessage(sessionId, 'hi');
    expect(requests.some(isTitle)).toBe(false);
  });

  it('leaves a topic the session already has, and respects the setting', async () => {
    const { requests } = routedFetch({});
    useChatStore.getState().renameSession(sessionId, 'Mine');
    await sendUserMessage(sessionId, LONG_QUESTION);
    const other = useChatStore.getState().newSession().id;
    useConfigStore.setState({ enableAutoGenerateTitle: false });
    await sendUserMessage(other, LONG_QUESTION);
    expect(requests.some(isTitle)).toBe(false);
    expect(session(sessionId)?.topic).toBe('Mine');
  });

  it('only logs a failed title request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    routedFetch({ title: () => jsonResponse({ error: { message: 'rate limited' } }, 429) });
    await sendUserMessage(sessionId, LONG_QUESTION);
    expect(session(sessionId)?.topic).toBe(DEFAULT_TOPIC);
    expect(useChatStore.getState().messagesBySession[sessionId]?.at(-1)).toMatchObject({ content: 'ok' });
    expect(warn).toHaveBeenCalledWith('Title generation failed', expect.any(Error));
  });

  it('is not asked for after a failed reply', async () => {
    const { requests } = fakeFetch([(request) => (isTitle(request) ? titleAnswer('Never') : jsonResponse({ error: { message: 'down' } }, 502))]);
    await sendUserMessage(sessionId, LONG_QUESTION);
    expect(requests.some(isTitle)).toBe(false);
  });

  it('regenerates on demand whatever the topic', async () => {
    useConfigStore.setState({ enableAutoGenerateTitle: false });
    routedFetch({ title: () => titleAnswer('Short Chat') });
    await sendUserMessage(sessionId, 'hi');
    useChatStore.getState().renameSession(sessionId, 'Old name');
    await expect(regenerateTitle(sessionId)).resolves.toBe('Short Chat');
    expect(session(sessionId)?.topic).toBe('Short Chat');
  });
});

describe('summaries', () => {
  beforeEach(() => {
    useConfigStore.setState({ enableAutoGenerateTitle: false });
    useConfigStore.getState().updateModelConfig({ compressMessageLengthThreshold: 20 });
  });

  it('summarises beyond the compress threshold and stores the summarised index', async () => {
    const { requests } = routedFetch({ reply: 'A fairly long answer about the trip.', summary: 'User plans a trip.' });
    await sendUserMessage(sessionId, 'hi');
    expect(requests.some(isSummary)).toBe(false);
    await sendUserMessage(sessionId, 'Plan a trip to Rome for me, please.');
    const summary = requests.find(isSummary);
    expect(summary?.body.stream).toBe(true);
    expect(session(sessionId)).toMatchObject({ memoryPrompt: 'User plans a trip.', lastSummarizeIndex: 4 });

    await sendUserMessage(sessionId, 'And Florence?');
    const next = requests.filter((request) => !isSummary(request)).at(-1);
    expect(sentMessages(next).some((m) => m.content === `${MEMORY_PROMPT_PREFIX}User plans a trip.`)).toBe(true);
  });

  it('does not summarise when memory is off', async () => {
    useConfigStore.getState().updateModelConfig({ sendMemory: false });
    const { requests } = routedFetch({ reply: 'A fairly long answer about the trip.', summary: 'x' });
    await sendUserMessage(sessionId, 'Plan a trip to Rome for me, please.');
    expect(requests.some(isSummary)).toBe(false);
    expect(session(sessionId)?.lastSummarizeIndex).toBe(0);
  });

  it('says the conversation is too short when there is nothing to summarise', async () => {
    routedFetch({ summary: 'Greetings.' });
    await expect(summarizeSession(sessionId, { force: true })).rejects.toThrow('conversation too short, no summary needed');
    await sendUserMessage(sessionId, 'hi');
    await expect(summarizeSession(sessionId, { force: true })).resolves.toBe('Greetings.');
    await expect(summarizeSession(sessionId, { force: true })).rejects.toBeInstanceOf(SummaryTooShortError);
    await expect(summarizeSession(sessionId)).resolves.toBeUndefined();
  });

  it('keeps the old summary when the request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeFetch([
      (request) =>
        isSummary(request) ? jsonResponse({ error: { message: 'overloaded' } }, 503) : reply('A fairly long answer about the trip.')(),
    ]);
    await sendUserMessage(sessionId, 'Plan a trip to Rome for me, please.');
    expect(session(sessionId)).toMatchObject({ memoryPrompt: '', lastSummarizeIndex: 0 });
    expect(warn).toHaveBeenCalled();
    await expect(summarizeSession(sessionId, { force: true })).rejects.toThrow('overloaded');
  });
});
