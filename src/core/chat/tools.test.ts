import { describe, expect, it } from 'vitest';
import type { ToolCall } from '../types';
import type { ToolDefinition } from '../providers/adapter';
import { combineToolRunners, isErrorStatus, runToolCall, toolEntry, toolExchangeMessages, type ToolRunner } from './tools';

const call = (id: string, name: string, args = '{}'): ToolCall => ({ id, type: 'function', function: { name, arguments: args } });

const runner = (run: ToolRunner['run']): ToolRunner => ({ definitions: [], run });

describe('tool results', () => {
  it('treats status 300 and above as an error', () => {
    expect(isErrorStatus(200)).toBe(false);
    expect(isErrorStatus(299)).toBe(false);
    expect(isErrorStatus(300)).toBe(true);
    expect(isErrorStatus(500)).toBe(true);
  });

  it('keeps the content of a good and of a failed result', async () => {
    const signal = new AbortController().signal;
    const ok = await runToolCall(runner(async () => ({ status: 200, content: 'sunny' })), call('a', 'weather'), signal);
    const bad = await runToolCall(runner(async () => ({ status: 500, content: 'boom' })), call('b', 'weather'), signal);
    expect(ok).toMatchObject({ content: 'sunny', isError: false });
    expect(bad).toMatchObject({ content: 'boom', isError: true });
  });

  it('turns an exception into an error result', async () => {
    const outcome = await runToolCall(
      runner(async () => {
        throw new TypeError('network down');
      }),
      call('a', 'weather'),
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ content: 'network down', isError: true });
  });

  it('rethrows when the user stopped the reply', async () => {
    const controller = new AbortController();
    const pending = runToolCall(
      runner(
        (_call, signal) =>
          new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError')))),
      ),
      call('a', 'weather'),
      controller.signal,
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('tool messages', () => {
  it('shows each call by name, with its result once known', () => {
    const first = call('a', 'web_search');
    expect(toolEntry(first)).toEqual({ id: 'a', type: 'web_search' });
    expect(toolEntry(first, { call: first, content: 'found', isError: false })).toEqual({
      id: 'a',
      type: 'web_search',
      content: 'found',
    });
    expect(toolEntry(first, { call: first, content: 'x', isError: true })).toMatchObject({ isError: true });
  });

  it('keeps what the reader is shown apart from what the model read', async () => {
    const signal = new AbortController().signal;
    const display = [{ type: 'link' as const, url: 'https://example.com/', name: 'page' }];
    const outcome = await runToolCall(runner(async () => ({ status: 200, content: 'page: https://example.com/', display })), call('a', 'fetch'), signal);
    expect(toolEntry(outcome.call, outcome)).toEqual({ id: 'a', type: 'fetch', content: 'page: https://example.com/', parts: display });
  });

  it('sends the requesting assistant turn and one tool message per result', () => {
    const calls = [call('a', 'weather', '{"city":"Paris"}'), call('b', 'time')];
    const messages = toolExchangeMessages(
      'Checking.',
      calls.map((c, index) => ({ call: c, content: `r${index}`, isError: false })),
      5,
    );
    expect(messages.map(({ role, content, tool_calls, tool_call_id }) => ({ role, content, tool_calls, tool_call_id }))).toEqual([
      { role: 'assistant', content: 'Checking.', tool_calls: calls, tool_call_id: undefined },
      { role: 'tool', content: 'r0', tool_calls: undefined, tool_call_id: 'a' },
      { role: 'tool', content: 'r1', tool_calls: undefined, tool_call_id: 'b' },
    ]);
  });
});

describe('combineToolRunners', () => {
  const definition = (name: string): ToolDefinition => ({ type: 'function', function: { name } });
  const source = (label: string, ...names: string[]): ToolRunner => ({
    definitions: names.map(definition),
    run: async (c) => ({ status: 200, content: `${label} ran ${c.function.name}` }),
  });
  const signal = new AbortController().signal;

  it('offers the tools of every source and runs each call at the source that offered it', async () => {
    const combined = combineToolRunners([source('plugins', 'search'), source('mcp', 'files__read')]);
    expect(combined?.definitions.map((d) => d.function.name)).toEqual(['search', 'files__read']);
    expect((await combined?.run(call('a', 'files__read'), signal))?.content).toBe('mcp ran files__read');
    expect((await combined?.run(call('b', 'search'), signal))?.content).toBe('plugins ran search');
  });

  it('offers a name twice never: the first source keeps it', async () => {
    const combined = combineToolRunners([source('plugins', 'same'), source('mcp', 'same', 'other')]);
    expect(combined?.definitions.map((d) => d.function.name)).toEqual(['same', 'other']);
    expect((await combined?.run(call('a', 'same'), signal))?.content).toBe('plugins ran same');
  });

  it('is the one runner there is, or none', () => {
    const only = source('plugins', 'search');
    expect(combineToolRunners([only])).toBe(only);
    expect(combineToolRunners([])).toBeUndefined();
  });
});
