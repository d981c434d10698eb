import { describe, expect, it } from 'vitest';
import { DEFAULT_GOOGLE_SAFETY_LEVEL } from '../constants/providers';
import { geminiAdapter, GEMINI_HARM_CATEGORIES, toGeminiContents } from './gemini';
import { bodyOf, message, testInput, WEATHER_TOOL } from './test-input';

const safety = (threshold: string) => GEMINI_HARM_CATEGORIES.map((category) => ({ category, threshold }));

describe('Gemini request', () => {
  it('posts to streamGenerateContent with alt=sse, the key in a header and the spec body', () => {
    const input = testInput({
      config: { model: 'gemini-1.5-flash' },
      endpoint: { baseUrl: 'https://generativelanguage.googleapis.com', apiKey: 'AIza' },
      tools: [WEATHER_TOOL],
    });
    const request = geminiAdapter.buildChatRequest(input);
    expect(request.url).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:streamGenerateContent?alt=sse',
    );
    expect(request.url).not.toContain('key=');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', 'x-goog-api-key': 'AIza' });
    const body = bodyOf(request);
    expect(body.systemInstruction).toEqual({ parts: [{ text: 'You are a helpful assistant.' }] });
    expect(body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Hi' }] },
      { role: 'model', parts: [{ text: 'Hello!' }] },
      { role: 'user', parts: [{ text: "What's the weather in Paris?" }] },
    ]);
    expect(body.generationConfig).toEqual({ temperature: 0.7, maxOutputTokens: 1024, topP: 0.9 });
    expect(body.safetySettings).toEqual(safety(DEFAULT_GOOGLE_SAFETY_LEVEL));
    expect(body.tools).toEqual([{ functionDeclarations: [WEATHER_TOOL.function] }]);
  });

  it('uses generateContent without a stream, and no key header when the server holds it', () => {
    const request = geminiAdapter.buildChatRequest(
      testInput({ stream: false, config: { model: 'gemini-pro' }, endpoint: { baseUrl: '/api/google' } }),
    );
    expect(request.url).toBe('/api/google/v1beta/models/gemini-pro:generateContent');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('applies the chosen safety level to all four categories, and ignores an unknown one', () => {
    const chosen = bodyOf(geminiAdapter.buildChatRequest(testInput({ endpoint: { safetyLevel: 'BLOCK_NONE' } })));
    expect(chosen.safetySettings).toEqual(safety('BLOCK_NONE'));
    const unknown = bodyOf(geminiAdapter.buildChatRequest(testInput({ endpoint: { safetyLevel: 'BLOCK_ALL' } })));
    expect(unknown.safetySettings).toEqual(safety(DEFAULT_GOOGLE_SAFETY_LEVEL));
  });
});

describe('Gemini contents', () => {
  it('merges consecutive same-role messages and turns data URLs into inline_data', () => {
    const contents = toGeminiContents([
      message('user', 'First'),
      message('user', [
        { type: 'text', text: 'Second' },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBOR' } },
      ]),
      message('assistant', 'One'),
      message('assistant', 'Two'),
    ]);
    expect(contents).toEqual([
      {
        role: 'user',
        parts: [{ text: 'First' }, { text: 'Second' }, { inline_data: { mime_type: 'image/png', data: 'iVBOR' } }],
      },
      { role: 'model', parts: [{ text: 'One' }, { text: 'Two' }] },
    ]);
  });

  it('sends tool calls as functionCall and results as functionResponse by name', () => {
    const call = { id: 'c1', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Paris"}' } };
    const contents = toGeminiContents([
      message('user', 'Weather?'),
      message('assistant', '', { tool_calls: [call] }),
      message('tool', '{"temp":21}', { tool_call_id: 'c1' }),
      message('tool', 'sunny', { tool_call_id: 'c1' }),
    ]);
    expect(contents).toEqual([
      { role: 'user', parts: [{ text: 'Weather?' }] },
      { role: 'model', parts: [{ functionCall: { name: 'get_weather', args: { city: 'Paris' } } }] },
      {
        role: 'user',
        parts: [
          { functionResponse: { name: 'get_weather', response: { temp: 21 } } },
          { functionResponse: { name: 'get_weather', response: { content: 'sunny' } } },
        ],
      },
    ]);
  });

  it('skips messages with nothing to send', () => {
    expect(toGeminiContents([message('user', ''), message('user', 'Hi')])).toEqual([
      { role: 'user', parts: [{ text: 'Hi' }] },
    ]);
  });
});

describe('Gemini parsing', () => {
  it('reads thought parts as reasoning', () => {
    const parse = geminiAdapter.createStreamParser();
    const data = JSON.stringify({
      candidates: [{ content: { parts: [{ text: 'Pondering', thought: true }, { text: 'Answer' }], role: 'model' } }],
    });
    expect(parse({ data })).toEqual([
      { type: 'reasoning', text: 'Pondering' },
      { type: 'text', text: 'Answer' },
    ]);
  });

  it('numbers several function calls in order', () => {
    const parse = geminiAdapter.createStreamParser();
    const data = JSON.stringify({
      candidates: [
        {
          content: {
            parts: [
              { functionCall: { name: 'a', args: {} } },
              { functionCall: { name: 'b', args: { x: 1 } } },
            ],
          },
        },
      ],
    });
    expect(parse({ data })).toEqual([
      { type: 'tool-call', index: 0, name: 'a', arguments: '{}' },
      { type: 'tool-call', index: 1, name: 'b', arguments: '{"x":1}' },
    ]);
  });

  it('reads an error chunk and a JSON array body', () => {
    const parse = geminiAdapter.createStreamParser();
    expect(parse({ data: '{"error":{"code":500,"message":"Internal error"}}' })).toEqual([
      { type: 'error', message: 'Internal error' },
    ]);
    const body = [
      { candidates: [{ content: { parts: [{ text: 'Hel' }] } }] },
      { candidates: [{ content: { parts: [{ text: 'lo' }] }, finishReason: 'STOP' }] },
    ];
    expect(geminiAdapter.parseBody(200, body)).toEqual([
      { type: 'text', text: 'Hel' },
      { type: 'text', text: 'lo' },
    ]);
  });
});
