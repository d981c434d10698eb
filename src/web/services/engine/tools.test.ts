import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOOL_ROUNDS, type ToolRunner } from '../../../core/chat/tools';
import { TOOL_CALL_RESTART_DELAY_MS } from '../../../core/constants/chat';
import type { ToolDefinition } from '../../../core/providers/adapter';
import { useConfigStore } from '../../stores/config-store';
import { hasPendingRequests, sendUserMessage, setToolRunnerProvider, stop } from '../chat-engine';
import { fakeFetch, freshEngineState, lastMessage, messagesOf, openaiFinish, openaiText, openaiToolPiece, sse, streamResponse, until } from './test-support';

const WEATHER: ToolDefinition = { type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } };
const TIME: ToolDefinition = { type: 'function', function: { name: 'get_time' } };

/** The model asks for both tools in one turn, arguments arriving in pieces. */
const twoCalls = () =>
  streamResponse(
    sse([
      openaiText('Let me check.'),
      openaiToolPiece(0, { id: 'call_w', name: 'get_weather', arguments: '{"ci' }),
      openaiToolPiece(1, { id: 'call_t', name: 'get_time', arguments: '' }),
      openaiToolPiece(0, { arguments: 'ty":"Paris"}' }),
      openaiToolPiece(1, { arguments: '{}' }),
      openaiFinish('tool_calls'),
      '[DONE]',
    ]),
  );
const answer = () => streamResponse(sse([openaiText('Sunny, and it is noon.'), '[DONE]']));

function testRunner(run: ToolRunner['run']): ToolRunner & { run: ReturnType<typeof vi.fn> } {
  return { definitions: [WEATHER, TIME], run: vi.fn(run) };
}

let sessionId = '';
beforeEach(async () => {
  sessionId = await freshEngineState();
  useConfigStore.setState({ enableAutoGenerateTitle: false });
});
afterEach(() => {
  setToolRunnerProvider(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('tool calls', () => {
  it('runs each call, sends the results back 60 ms later, and shows every call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { requests } = fakeFetch([twoCalls, answer]);
    const runner = testRunner(async (call) =>
      call.function.name === 'get_weather' ? { status: 200, content: '{"sky":"sunny"}' } : { status: 500, content: 'clock broken' },
    );
    const sending = sendUserMessage(sessionId, 'weather and time in Paris?', { toolRunner: runner });

    await until(() => lastMessage(sessionId)?.tools?.filter((tool) => tool.content !== undefined).length === 2);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.tools).toEqual([WEATHER, TIME]);
    expect(runner.run.mock.calls.map(([call]) => call)).toEqual([
      { id: 'call_w', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
      { id: 'call_t', type: 'function', function: { name: 'get_time', arguments: '{}' } },
    ]);
    await vi.advanceTimersByTimeAsync(TOOL_CALL_RESTART_DELAY_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => requests.length === 2);
    // The answer's last words are revealed over a few frames once its stream ends, on this clock.
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await sending;

    const sent = requests[1]?.body.messages as Record<string, unknown>[];
    expect(sent.slice(-3)).toEqual([
      {
        role: 'assistant',
        content: 'Let me check.',
        tool_calls: [
          { id: 'call_w', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
          { id: 'call_t', type: 'function', function: { name: 'get_time', arguments: '{}' } },
        ],
      },
      { role: 'tool', content: '{"sky":"sunny"}', tool_call_id: 'call_w' },
      { role: 'tool', content: 'clock broken', tool_call_id: 'call_t' },
    ]);
    expect(lastMessage(sessionId)).toMatchObject({
      content: 'Let me check.\n\nSunny, and it is noon.',
      streaming: false,
      tools: [
        { id: 'call_w', type: 'get_weather', content: '{"sky":"sunny"}' },
        { id: 'call_t', type: 'get_time', content: 'clock broken', isError: true },
      ],
    });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
    // The exchange lives in the request only: the session keeps one question and one reply.
    expect(messagesOf(sessionId).map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('sends an exception back as an error result', async () => {
    const { requests } = fakeFetch([twoCalls, answer]);
    const runner = testRunner(async () => {
      throw new TypeError('plugin unreachable');
    });
    await sendUserMessage(sessionId, 'weather?', { toolRunner: runner });
    const sent = requests[1]?.body.messages as Record<string, unknown>[];
    expect(sent.filter((m) => m.role === 'tool').map((m) => m.content)).toEqual(['plugin unreachable', 'plugin unreachable']);
    expect(lastMessage(sessionId)?.tools?.every((tool) => tool.isError)).toBe(true);
  });

  it('stops a model that never stops calling tools', async () => {
    const { requests } = fakeFetch([twoCalls]);
    const runner = testRunner(async () => ({ status: 200, content: 'ok' }));
    await sendUserMessage(sessionId, 'loop', { toolRunner: runner });
    expect(requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(runner.run).toHaveBeenCalledTimes(MAX_TOOL_ROUNDS * 2);
    expect(lastMessage(sessionId)).toMatchObject({ isError: true, streaming: false });
    expect(lastMessage(sessionId)?.content).toContain(`after ${MAX_TOOL_ROUNDS} rounds`);
  });

  it('ends quietly when stopped while a tool runs', async () => {
    fakeFetch([twoCalls, answer]);
    const runner = testRunner(
      (_call, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')))),
    );
    const sending = sendUserMessage(sessionId, 'weather?', { toolRunner: runner });
    await vi.waitFor(() => expect(runner.run).toHaveBeenCalledTimes(2));
    stop(sessionId, lastMessage(sessionId)?.id ?? '');
    await sending;
    expect(lastMessage(sessionId)).toMatchObject({ content: 'Let me check.', streaming: false });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
    expect(hasPendingRequests()).toBe(false);
  });

  it('takes its tools from the registered provider', async () => {
    const { requests } = fakeFetch([twoCalls, answer]);
    const runner = testRunner(async () => ({ status: 200, content: 'ok' }));
    const provider = vi.fn(() => runner);
    setToolRunnerProvider(provider);
    await sendUserMessage(sessionId, 'weather?');
    expect(provider).toHaveBeenCalledWith(expect.objectContaining({ id: sessionId }));
    expect(requests[0]?.body.tools).toEqual([WEATHER, TIME]);
    expect(lastMessage(sessionId)?.content).toBe('Let me check.\n\nSunny, and it is noon.');
  });

  it('sends no tools when there are none', async () => {
    const { requests } = fakeFetch([answer]);
    setToolRunnerProvider(() => ({ definitions: [], run: vi.fn() }));
    await sendUserMessage(sessionId, 'weather?');
    expect(requests[0]?.body).not.toHaveProperty('tools');
  });
});
