import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errors as en } from '../../i18n/resources/en/errors';
import { locale as zhCN } from '../../i18n/resources/zh-CN/reply';
import { switchLanguage } from '../../i18n/setup';
import { toStored } from '../../stores/chat-db';
import { useChatStore } from '../../stores/chat-store';
import { openDb } from '../../stores/db';
import { useConfigStore } from '../../stores/config-store';
import { flushWrites } from '../../stores/persistence';
import { simulateReload } from '../../stores/test-utils';
import { hydrateStores } from '../../stores/hydrate';
import { hasPendingRequests, retry, sendUserMessage, stop } from '../chat-engine';
import { siblingsOf, visiblePath } from '../../../core/chat/tree';
import {
  fakeFetch,
  freshEngineState,
  jsonResponse,
  lastMessage,
  messagesOf,
  openaiReasoning,
  openaiText,
  openStream,
  sse,
  streamResponse,
} from './test-support';

const chat = () => useChatStore.getState();
let sessionId = '';

const realFinish = useChatStore.getState().finishMessage;

/** Counts finishes of the reply while still finishing it for real. */
function spyOnFinish() {
  const spy = vi.fn(realFinish);
  useChatStore.setState({ finishMessage: spy });
  return spy;
}

beforeEach(async () => {
  sessionId = await freshEngineState();
  // Titles have their own tests; here they would only add requests.
  useConfigStore.setState({ enableAutoGenerateTitle: false });
});
afterEach(() => {
  useChatStore.setState({ finishMessage: realFinish });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a streamed reply', () => {
  it('streams the text and finishes once, persisted without the streaming flag', async () => {
    const { requests } = fakeFetch([() => streamResponse(sse([openaiText('Hel'), openaiText('lo!'), '[DONE]']))]);
    const finish = spyOnFinish();
    await sendUserMessage(sessionId, 'hi');
    expect(finish).toHaveBeenCalledTimes(1);
    expect(messagesOf(sessionId).map((m) => [m.role, m.content])).toEqual([
      ['user', 'hi'],
      ['assistant', 'Hello!'],
    ]);
    expect(lastMessage(sessionId)).toMatchObject({ streaming: false, model: 'gpt-4o-mini' });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
    expect(requests[0]?.url).toBe('/api/openai/v1/chat/completions');
    expect(requests[0]?.body).toMatchObject({ stream: true, model: 'gpt-4o-mini' });
    expect(hasPendingRequests()).toBe(false);

    await flushWrites();
    await simulateReload();
    await hydrateStores();
    const reloaded = await chat().loadMessages(sessionId);
    expect(reloaded.at(-1)).toMatchObject({ content: 'Hello!', streaming: false });
  });

  it('finishes once on a stream that closes without the end marker', async () => {
    fakeFetch([() => streamResponse(sse([openaiText('partial answer')]))]);
    const finish = spyOnFinish();
    await sendUserMessage(sessionId, 'hi');
    expect(finish).toHaveBeenCalledTimes(1);
    expect(lastMessage(sessionId)).toMatchObject({ content: 'partial answer', streaming: false });
  });

  it('takes a whole JSON answer sent instead of a stream', async () => {
    fakeFetch([() => jsonResponse({ choices: [{ index: 0, message: { role: 'assistant', content: 'Plain answer' } }] })]);
    const finish = spyOnFinish();
    await sendUserMessage(sessionId, 'hi');
    expect(finish).toHaveBeenCalledTimes(1);
    expect(lastMessage(sessionId)).toMatchObject({ content: 'Plain answer', streaming: false });
  });

  it('keeps the reasoning apart from the answer', async () => {
    fakeFetch([() => streamResponse(sse([openaiReasoning('Thinking '), openaiReasoning('hard.'), openaiText('42'), '[DONE]']))]);
    await sendUserMessage(sessionId, 'meaning of life?');
    expect(lastMessage(sessionId)).toMatchObject({ content: '42', reasoning: 'Thinking hard.', streaming: false });
  });

  it('reads the Anthropic format, thinking included', async () => {
    useConfigStore.getState().updateModelConfig({ providerName: 'Anthropic', model: 'claude-3-7-sonnet-latest' });
    const { requests } = fakeFetch([
      () =>
        streamResponse(
          sse([
            { event: 'message_start', data: { type: 'message_start', message: { id: 'msg_1', role: 'assistant', content: [] } } },
            { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } } },
            { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'Hmm.' } } },
            { event: 'content_block_start', data: { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } } },
            { event: 'content_block_delta', data: { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'Bonjour' } } },
            { event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: 'end_turn' } } },
            { event: 'message_stop', data: { type: 'message_stop' } },
          ]),
        ),
    ]);
    await sendUserMessage(sessionId, 'hello in French');
    expect(requests[0]?.url).toBe('/api/anthropic/v1/messages');
    expect(lastMessage(sessionId)).toMatchObject({ content: 'Bonjour', reasoning: 'Hmm.', streaming: false });
  });
});

describe('stopping a reply', () => {
  it('keeps the partial text and is not an error', async () => {
    fakeFetch([(_request, init) => openStream(sse([openaiText('Half an ans'), openaiReasoning('so far')]), init.signal)]);
    const finish = spyOnFinish();
    const sending = sendUserMessage(sessionId, 'tell me a story');
    await vi.waitFor(() => expect(hasPendingRequests()).toBe(true));
    const replyId = lastMessage(sessionId)?.id ?? '';
    await vi.waitFor(() => expect(lastMessage(sessionId)?.reasoning).toBe('so far'));
    stop(sessionId, replyId);
    await sending;
    expect(finish).toHaveBeenCalledTimes(1);
    expect(lastMessage(sessionId)).toMatchObject({ content: 'Half an ans', reasoning: 'so far', streaming: false });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
  });

  it('keeps an empty reply empty when stopped before any text', async () => {
    fakeFetch([(_request, init) => openStream(': keep-alive\n\n', init.signal)]);
    const sending = sendUserMessage(sessionId, 'hi');
    await vi.waitFor(() => expect(hasPendingRequests()).toBe(true));
    stop(sessionId, lastMessage(sessionId)?.id ?? '');
    await sending;
    expect(lastMessage(sessionId)).toMatchObject({ content: '', streaming: false });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
  });
});

describe('errors', () => {
  it('appends an error that breaks the stream and marks the reply', async () => {
    fakeFetch([
      () => {
        let step = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (step++ === 0) controller.enqueue(new TextEncoder().encode(sse([openaiText('Before the break')])));
            else controller.error(new TypeError('network connection lost'));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    ]);
    const finish = spyOnFinish();
    await sendUserMessage(sessionId, 'hi');
    expect(finish).toHaveBeenCalledTimes(1);
    expect(lastMessage(sessionId)).toMatchObject({
      content: `Before the break\n\n${en.connectionLost}`,
      isError: true,
      errorCode: 'connection_lost',
      errorDetail: 'network connection lost',
      streaming: false,
    });
  });

  it('marks a reply whose connection was cut, whatever the words of the error', async () => {
    fakeFetch([
      () => {
        let step = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (step++ === 0) controller.enqueue(new TextEncoder().encode(sse([openaiText('Cut')])));
            else controller.error(new TypeError('The connection was aborted'));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    ]);
    await sendUserMessage(sessionId, 'hi');
    expect(lastMessage(sessionId)).toMatchObject({ content: `Cut\n\n${en.connectionLost}`, isError: true, errorCode: 'connection_lost', streaming: false });
  });

  it('keeps a reply whose stream was aborted out of the errors, by the error type', async () => {
    fakeFetch([
      () => {
        let step = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (step++ === 0) controller.enqueue(new TextEncoder().encode(sse([openaiText('Stopped')])));
            else controller.error(new DOMException('The operation was stopped', 'AbortError'));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    ]);
    await sendUserMessage(sessionId, 'hi');
    expect(lastMessage(sessionId)).toMatchObject({ content: 'Stopped', streaming: false });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
  });

  it('shows the translated unauthorized text for a 401', async () => {
    fakeFetch([() => jsonResponse({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }, 401)]);
    await sendUserMessage(sessionId, 'hi');
    expect(lastMessage(sessionId)).toMatchObject({ isError: true, streaming: false });
    expect(lastMessage(sessionId)?.content).toBe(
      'Access password is wrong or empty, go to the login page to enter the right password or enter your own API key in settings',
    );
    // What the provider said is folded under the sentence, with the status.
    expect(lastMessage(sessionId)?.errorDetail).toBe('HTTP 401\nIncorrect API key provided');
  });

  it('shows the error in the user language', async () => {
    await switchLanguage('zh-CN');
    fakeFetch([() => streamResponse('', 200)]);
    await sendUserMessage(sessionId, 'hi');
    expect(lastMessage(sessionId)).toMatchObject({ isError: true, content: zhCN.errors.emptyResponse });
    await switchLanguage('en');
  });

  it('leaves an errored reply out of the next request', async () => {
    const { requests } = fakeFetch([
      () => jsonResponse({ error: { message: 'overloaded' } }, 500),
      () => streamResponse(sse([openaiText('ok'), '[DONE]'])),
    ]);
    await sendUserMessage(sessionId, 'first');
    await sendUserMessage(sessionId, 'second');
    const sent = (requests[1]?.body.messages as { role: string; content: string }[]).map((m) => m.content);
    expect(sent).not.toContain('overloaded');
    expect(sent).toContain('first');
  });
});

describe('the context sent', () => {
  it('holds the turns another tab stored in the chat, even before this tab has followed them', async () => {
    useConfigStore.setState((state) => ({ modelConfig: { ...state.modelConfig, historyMessageCount: 8 } }));
    const { requests } = fakeFetch([
      () => streamResponse(sse([openaiText('First answer'), '[DONE]'])),
      () => streamResponse(sse([openaiText('Third answer'), '[DONE]'])),
    ]);
    await sendUserMessage(sessionId, 'first');
    // The other tab's question and answer, placed after this tab's; its announcement has not come.
    const db = await openDb();
    await db?.put('messages', toStored({ id: 'other-q', date: 2, role: 'user', content: 'from the other tab' }, sessionId, 2, 2));
    await db?.put('messages', toStored({ id: 'other-a', date: 2, role: 'assistant', content: 'its answer' }, sessionId, 3, 2));

    await sendUserMessage(sessionId, 'third');
    const sent = (requests[1]?.body.messages as { role: string; content: string }[]).filter((m) => m.role !== 'system').map((m) => m.content);
    expect(sent).toEqual(['first', 'First answer', 'from the other tab', 'its answer', 'third']);
    expect(messagesOf(sessionId).map((m) => m.content)).toEqual(['first', 'First answer', 'from the other tab', 'its answer', 'third', 'Third answer']);
  });
});

describe('retry', () => {
  it('asks the question again and keeps the old reply as a version beside the new one', async () => {
    const { requests } = fakeFetch([
      () => jsonResponse({ error: { message: 'overloaded' } }, 500),
      () => streamResponse(sse([openaiText('Second try'), '[DONE]'])),
    ]);
    await sendUserMessage(sessionId, 'question');
    const failed = lastMessage(sessionId);
    expect(failed?.isError).toBe(true);
    await retry(sessionId, failed?.id ?? '');
    const all = messagesOf(sessionId);
    expect(visiblePath(all).map((m) => [m.role, m.content])).toEqual([
      ['user', 'question'],
      ['assistant', 'Second try'],
    ]);
    expect(siblingsOf(all, all.at(-1)?.id ?? '')?.ids).toEqual([failed?.id, all.at(-1)?.id]);
    expect((requests[1]?.body.messages as { content: string }[]).filter((m) => m.content === 'question')).toHaveLength(1);
  });

  it('an edited question sent is a version beside the old one, with its own answer and the same turns before it', async () => {
    const { requests } = fakeFetch([
      () => streamResponse(sse([openaiText('A1'), '[DONE]'])),
      () => streamResponse(sse([openaiText('B1'), '[DONE]'])),
      () => streamResponse(sse([openaiText('B2'), '[DONE]'])),
    ]);
    await sendUserMessage(sessionId, 'first');
    await sendUserMessage(sessionId, 'second');
    const second = messagesOf(sessionId).find((m) => m.content === 'second');
    await sendUserMessage(sessionId, 'second, edited', { versionOf: second?.id ?? '' });
    const all = messagesOf(sessionId);
    expect(visiblePath(all).map((m) => m.content)).toEqual(['first', 'A1', 'second, edited', 'B2']);
    expect(siblingsOf(all, second?.id ?? '')?.ids).toHaveLength(2);
    const sent = (requests[2]?.body.messages as { role: string; content: string }[]).filter((m) => m.role !== 'system').map((m) => m.content);
    expect(sent).toEqual(['first', 'A1', 'second, edited']);
  });
});
