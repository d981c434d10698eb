import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openComparison } from '../../../core/chat/compare';
import { siblingsOf } from '../../../core/chat/tree';
import { useConfigStore } from '../../stores/config-store';
import { askModels, hasPendingRequests, stopSession } from '../chat-engine';
import { fakeFetch, freshEngineState, jsonResponse, messagesOf, openaiText, openStream, sse, streamResponse, until } from './test-support';

let sessionId = '';
const openai = (model: string) => ({ model, providerName: 'OpenAI' as const });

beforeEach(async () => {
  sessionId = await freshEngineState();
  useConfigStore.setState({ enableAutoGenerateTitle: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('asking several models at once', () => {
  it('sends the one question to each model; each answer is a version under it, and one refusing fails alone', async () => {
    const { requests } = fakeFetch([
      (request) =>
        request.body.model === 'gpt-4o'
          ? jsonResponse({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }, 401)
          : streamResponse(sse([openaiText(`From `), openaiText(String(request.body.model)), '[DONE]'])),
    ]);
    await askModels(sessionId, 'Which is best?', [openai('gpt-4o-mini'), openai('gpt-4o'), openai('gpt-4.1')]);

    expect(requests.map((request) => request.body.model).sort()).toEqual(['gpt-4.1', 'gpt-4o', 'gpt-4o-mini']);
    for (const request of requests) expect((request.body.messages as { role: string; content: string }[]).at(-1)).toEqual({ role: 'user', content: 'Which is best?' });
    const [question, ...answers] = messagesOf(sessionId);
    expect(question).toMatchObject({ role: 'user', content: 'Which is best?' });
    expect(answers.map((answer) => [answer.model, answer.providerName, answer.compared, answer.parentId])).toEqual([
      ['gpt-4o-mini', 'OpenAI', true, question!.id],
      ['gpt-4o', 'OpenAI', true, question!.id],
      ['gpt-4.1', 'OpenAI', true, question!.id],
    ]);
    expect(siblingsOf(messagesOf(sessionId), answers[0]!.id)?.ids).toEqual(answers.map((answer) => answer.id));
    expect(answers.map((answer) => answer.streaming)).toEqual([false, false, false]);
    expect(answers[0]).toMatchObject({ content: 'From gpt-4o-mini', timing: { firstTokenMs: expect.any(Number), streamMs: expect.any(Number) } });
    expect(answers[2]).toMatchObject({ content: 'From gpt-4.1' });
    expect(answers[0]!.isError).toBeUndefined();
    expect(answers[1]).toMatchObject({ isError: true, errorCode: 'unauthorized' });
    // Shown side by side until one is chosen.
    expect(openComparison(messagesOf(sessionId), answers[1]!)?.length).toBe(3);
  });

  it('Stop stops every one of them', async () => {
    fakeFetch([(_request, init) => openStream(sse([openaiText('Start')]), init.signal)]);
    const asked = askModels(sessionId, 'Go on', [openai('gpt-4o-mini'), openai('gpt-4o')]);
    await until(() => messagesOf(sessionId).filter((message) => message.role === 'assistant' && message.content !== '').length === 2);
    expect(hasPendingRequests()).toBe(true);
    stopSession(sessionId);
    await asked;
    expect(hasPendingRequests()).toBe(false);
    const answers = messagesOf(sessionId).filter((message) => message.role === 'assistant');
    expect(answers.map((answer) => [answer.content, answer.streaming, answer.isError])).toEqual([
      ['Start', false, undefined],
      ['Start', false, undefined],
    ]);
  });

  it('asks nothing of fewer than two models or more than four', async () => {
    const { requests } = fakeFetch([() => streamResponse(sse(['[DONE]']))]);
    await askModels(sessionId, 'One', [openai('gpt-4o-mini')]);
    await askModels(sessionId, 'Five', ['a', 'b', 'c', 'd', 'e'].map(openai));
    expect(requests).toEqual([]);
    expect(messagesOf(sessionId)).toEqual([]);
  });
});
