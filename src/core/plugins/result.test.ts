import { describe, expect, it } from 'vitest';
import { PLUGIN_RESULT_MAX_CHARS, pluginResult } from './result';

const note = (shown: number) => `[cut at ${shown}]`;

describe('pluginResult', () => {
  it('keeps a short answer whole', () => {
    expect(pluginResult(200, '{"sky":"clear"}', false, note)).toEqual({ status: 200, content: '{"sky":"clear"}' });
  });

  it('cuts a long answer and says so', () => {
    const long = 'a'.repeat(PLUGIN_RESULT_MAX_CHARS + 10);
    expect(pluginResult(500, long, false, note)).toEqual({ status: 500, content: `${'a'.repeat(PLUGIN_RESULT_MAX_CHARS)}\n[cut at ${PLUGIN_RESULT_MAX_CHARS}]` });
  });

  it('says so when the reading stopped early even if the text fits', () => {
    expect(pluginResult(200, 'abc', true, note).content).toBe('abc\n[cut at 3]');
  });

  it('never splits a character made of two code units', () => {
    const text = `${'a'.repeat(PLUGIN_RESULT_MAX_CHARS - 1)}😀tail`;
    const { content } = pluginResult(200, text, false, note);
    expect(content).toBe(`${'a'.repeat(PLUGIN_RESULT_MAX_CHARS - 1)}\n[cut at ${PLUGIN_RESULT_MAX_CHARS - 1}]`);
  });
});
