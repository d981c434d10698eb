import { getChatAdapter } from './registry';
import { describe, expect, it } from 'vitest';
import { VISION_PREVIEW_MIN_MAX_TOKENS } from '../constants/models';
import { ProviderConfigError } from './errors';
import { AZURE_INCOMPLETE_MESSAGE } from './incomplete-settings';
import { azureAdapter } from './azure';
import { bytedanceAdapter } from './bytedance';
import { iflytekAdapter } from './iflytek';
import { moonshotAdapter } from './moonshot';
import { openaiAdapter } from './openai';
import { isVisionPreviewModel } from './openai-compatible';
import { bodyOf, message, testInput, WEATHER_TOOL } from './test-input';

describe('OpenAI request', () => {
  it('posts to v1/chat/completions with the spec body, field by field', () => {
    const request = openaiAdapter.buildChatRequest(testInput({ endpoint: { baseUrl: 'https://api.openai.com', apiKey: 'sk-1' } }));
    expect(request.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer sk-1' });
    const body = bodyOf(request);
    expect(Object.keys(body)).toEqual([
      'messages',
      'stream',
      'stream_options',
      'model',
      'temperature',
      'presence_penalty',
      'frequency_penalty',
      'top_p',
    ]);
    // Beyond the spec's fields: without it OpenAI sends no token counts in a stream.
    expect(body.stream_options).toEqual({ include_usage: true });
    expect(body.messages).toEqual([
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: "What's the weather in Paris?" },
    ]);
    expect(body.stream).toBe(true);
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.temperature).toBe(0.7);
    expect(body.presence_penalty).toBe(0.1);
    expect(body.frequency_penalty).toBe(0.2);
    expect(body.top_p).toBe(0.9);
  });

  it('asks for stream usage only where the provider documents it, and only when streaming', () => {
    expect(bodyOf(openaiAdapter.buildChatRequest(testInput({ stream: false }))).stream_options).toBeUndefined();
    expect(bodyOf(getChatAdapter('azure').buildChatRequest(testInput({ endpoint: { baseUrl: 'https://x.openai.azure.com', apiKey: 'k', apiVersion: '2023-08-01-preview' } }))).stream_options).toBeUndefined();
    expect(bodyOf(getChatAdapter('moonshot').buildChatRequest(testInput())).stream_options).toBeUndefined();
    expect(bodyOf(getChatAdapter('bytedance').buildChatRequest(testInput())).stream_options).toEqual({ include_usage: true });
  });

  it('leaves out Authorization when the server injects its key', () => {
    const request = openaiAdapter.buildChatRequest(testInput());
    expect(request.url).toBe('/api/openai/v1/chat/completions');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('tolerates a trailing slash on the base URL', () => {
    expect(openaiAdapter.buildChatRequest(testInput({ endpoint: { baseUrl: '/api/openai/' } })).url).toBe(
      '/api/openai/v1/chat/completions',
    );
  });

  it('sends image parts, tools and tool exchanges through unchanged', () => {
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Paris"}' } };
    const parts = [
      { type: 'text' as const, text: 'What is this?' },
      { type: 'image_url' as const, image_url: { url: 'data:image/png;base64,AAAA' } },
    ];
    const input = testInput({
      messages: [
        message('user', parts),
        message('assistant', '', { tool_calls: [call], reasoning: 'private', streaming: false }),
        message('tool', '{"temp":21}', { tool_call_id: 'call_1' }),
      ],
      tools: [WEATHER_TOOL],
    });
    const body = bodyOf(openaiAdapter.buildChatRequest(input));
    expect(body.messages).toEqual([
      { role: 'user', content: parts },
      { role: 'assistant', content: '', tool_calls: [call] },
      { role: 'tool', content: '{"temp":21}', tool_call_id: 'call_1' },
    ]);
    expect(body.tools).toEqual([WEATHER_TOOL]);
  });

  it('sends max_tokens only to vision preview models, and at least 4000', () => {
    expect(bodyOf(openaiAdapter.buildChatRequest(testInput())).max_tokens).toBeUndefined();
    const small = testInput({ config: { model: 'gpt-4-vision-preview', max_tokens: 1024 } });
    expect(bodyOf(openaiAdapter.buildChatRequest(small)).max_tokens).toBe(VISION_PREVIEW_MIN_MAX_TOKENS);
    const large = testInput({ config: { model: 'gpt-4-vision-preview', max_tokens: 8000 } });
    expect(bodyOf(openaiAdapter.buildChatRequest(large)).max_tokens).toBe(8000);
    expect(isVisionPreviewModel('gpt-4-vision')).toBe(false);
    expect(isVisionPreviewModel('gpt-4-turbo-preview')).toBe(false);
  });

  it('does not clamp parameters (another module does)', () => {
    const body = bodyOf(openaiAdapter.buildChatRequest(testInput({ config: { temperature: 5, top_p: 3 } })));
    expect([body.temperature, body.top_p]).toEqual([5, 3]);
  });

  it('reads a non-streamed answer with reasoning and tool calls', () => {
    const events = openaiAdapter.parseBody(200, {
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            reasoning_content: 'Need weather.',
            tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
    });
    expect(events).toEqual([
      { type: 'reasoning', text: 'Need weather.' },
      { type: 'tool-call', index: 0, id: 'call_9', name: 'get_weather', arguments: '{"city":"Paris"}' },
    ]);
  });

  it('streams delta.reasoning as reasoning and ignores other choices', () => {
    const parse = openaiAdapter.createStreamParser();
    const data = JSON.stringify({
      choices: [
        { index: 0, delta: { reasoning: 'hmm', content: 'A' } },
        { index: 1, delta: { content: 'B' } },
      ],
    });
    expect(parse({ data })).toEqual([
      { type: 'reasoning', text: 'hmm' },
      { type: 'text', text: 'A' },
    ]);
  });
});

describe('Azure request', () => {
  const azure = { baseUrl: 'https://res.openai.azure.com', apiKey: 'az-key', apiVersion: '2024-02-01' };

  it('uses the deployment path, api-version and the api-key header', () => {
    const request = azureAdapter.buildChatRequest(testInput({ config: { model: 'gpt-4o' }, endpoint: azure }));
    expect(request.url).toBe('https://res.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-02-01');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', 'api-key': 'az-key' });
    expect(bodyOf(request).model).toBe('gpt-4o');
  });

  it('defaults the api version and lets the server add its key', () => {
    const request = azureAdapter.buildChatRequest(testInput({ config: { model: 'gpt-4o' }, endpoint: { baseUrl: '/api/azure' } }));
    expect(request.url).toBe('/api/azure/openai/deployments/gpt-4o/chat/completions?api-version=2023-08-01-preview');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it.each([
    ['no url', { ...azure, baseUrl: '' }],
    ['an empty key', { ...azure, apiKey: '' }],
    ['an empty api version', { ...azure, apiVersion: ' ' }],
  ])('refuses an incomplete config with %s', (_, endpoint) => {
    const build = () => azureAdapter.buildChatRequest(testInput({ endpoint }));
    expect(build).toThrow(ProviderConfigError);
    expect(build).toThrow(AZURE_INCOMPLETE_MESSAGE);
    try {
      build();
    } catch (error) {
      expect((error as ProviderConfigError).code).toBe('azure_incomplete');
      expect(AZURE_INCOMPLETE_MESSAGE).toBe('incomplete azure config, please check it in your settings page');
    }
  });
});

describe('ByteDance, Moonshot and iFlytek requests', () => {
  it('ByteDance posts to api/v3/chat/completions with a bearer key', () => {
    const request = bytedanceAdapter.buildChatRequest(
      testInput({ config: { model: 'doubao-1-5-pro-32k-250115' }, endpoint: { baseUrl: 'https://ark.cn-beijing.volces.com', apiKey: 'ark' } }),
    );
    expect(request.url).toBe('https://ark.cn-beijing.volces.com/api/v3/chat/completions');
    expect(request.headers.Authorization).toBe('Bearer ark');
    expect(bodyOf(request).model).toBe('doubao-1-5-pro-32k-250115');
  });

  it('Moonshot posts to v1/chat/completions', () => {
    const request = moonshotAdapter.buildChatRequest(testInput({ endpoint: { baseUrl: '/api/moonshot', apiKey: 'ms' } }));
    expect(request.url).toBe('/api/moonshot/v1/chat/completions');
    expect(request.headers.Authorization).toBe('Bearer ms');
  });

  it('iFlytek sends the API password, or key and secret joined by a colon', () => {
    const password = iflytekAdapter.buildChatRequest(testInput({ endpoint: { baseUrl: '/api/iflytek', apiKey: 'pw' } }));
    expect(password.url).toBe('/api/iflytek/v1/chat/completions');
    expect(password.headers.Authorization).toBe('Bearer pw');
    const pair = iflytekAdapter.buildChatRequest(testInput({ endpoint: { baseUrl: '/api/iflytek', apiKey: 'k', apiSecret: 's' } }));
    expect(pair.headers.Authorization).toBe('Bearer k:s');
    expect(iflytekAdapter.buildChatRequest(testInput({ endpoint: { baseUrl: '/api/iflytek' } })).headers).toEqual({
      'Content-Type': 'application/json',
    });
  });

  it('iFlytek reports an HTTP error body it cannot read with the raw body', () => {
    expect(iflytekAdapter.parseBody(500, { oops: true })).toEqual([
      { type: 'error', message: 'Request failed with status 500: {"oops":true}', code: 'request_failed' },
    ]);
  });
});
