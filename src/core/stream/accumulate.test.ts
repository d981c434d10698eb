import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '../types';
import { collectChatEvents, createChatAccumulator } from './accumulate';

async function* from(events: ChatEvent[]): AsyncGenerator<ChatEvent> {
  yield* events;
}

describe('chat accumulator', () => {
  it('joins text and reasoning, keeps the latest usage and notes done', async () => {
    const result = await collectChatEvents(
      from([
        { type: 'reasoning', text: 'Think' },
        { type: 'reasoning', text: 'ing' },
        { type: 'text', text: 'Hel' },
        { type: 'usage', promptTokens: 4 },
        { type: 'text', text: 'lo' },
        { type: 'usage', completionTokens: 2 },
        { type: 'done' },
      ]),
    );
    expect(result).toEqual({
      text: 'Hello',
      reasoning: 'Thinking',
      toolCalls: [],
      usage: { promptTokens: 4, completionTokens: 2 },
      errors: [],
      done: true,
    });
  });

  it('assembles parallel tool calls by index, in index order', () => {
    const accumulator = createChatAccumulator();
    const events: ChatEvent[] = [
      { type: 'tool-call', index: 1, id: 'b', name: 'get_time', arguments: '' },
      { type: 'tool-call', index: 0, id: 'a', name: 'get_weather', arguments: '{"ci' },
      { type: 'tool-call', index: 1, arguments: '{}' },
      { type: 'tool-call', index: 0, arguments: 'ty":"Paris"}' },
    ];
    events.forEach((event) => accumulator.push(event));
    expect(accumulator.result().toolCalls).toEqual([
      { id: 'a', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
      { id: 'b', type: 'function', function: { name: 'get_time', arguments: '{}' } },
    ]);
  });

  it('gives calls without an id one made from their index', () => {
    const accumulator = createChatAccumulator();
    accumulator.push({ type: 'tool-call', index: 0, name: 'get_weather', arguments: '{}' });
    expect(accumulator.result().toolCalls[0]?.id).toBe('call_0');
  });

  it('collects errors and hands out copies', () => {
    const accumulator = createChatAccumulator();
    accumulator.push({ type: 'tool-call', index: 0, id: 'a', name: 'f', arguments: '{' });
    accumulator.push({ type: 'error', message: 'Overloaded' });
    const first = accumulator.result();
    accumulator.push({ type: 'tool-call', index: 0, arguments: '}' });
    expect(first.toolCalls[0]?.function.arguments).toBe('{');
    expect(first.errors).toEqual([{ type: 'error', message: 'Overloaded' }]);
    expect(accumulator.result().toolCalls[0]?.function.arguments).toBe('{}');
  });
});
