import { describe, expect, it } from 'vitest';
import { IMAGE_REQUEST_TIMEOUT_MS } from '../constants/network';
import { requestTimeoutFor } from '../network/fetch-with-timeout';
import { ProviderConfigError } from './errors';
import { buildImageRequest, readImageAnswer } from './openai-images';

const config = { model: 'dall-e-3', size: '1792x1024', quality: 'hd', style: 'natural' };
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('buildImageRequest', () => {
  it('posts the DALL·E body of the wire format to OpenAI, with the user key as a bearer', () => {
    const request = buildImageRequest('openai', { prompt: 'an otter', config, endpoint: { baseUrl: '/api/openai/', apiKey: 'sk-user' } });
    expect(request.url).toBe('/api/openai/v1/images/generations');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer sk-user' });
    expect(JSON.parse(request.body!)).toEqual({
      model: 'dall-e-3',
      prompt: 'an otter',
      n: 1,
      size: '1792x1024',
      quality: 'hd',
      style: 'natural',
      response_format: 'b64_json',
    });
  });

  it('sends no key when the server injects its own', () => {
    const request = buildImageRequest('openai', { prompt: 'x', config, endpoint: { baseUrl: '/api/group/4' } });
    expect(request.url).toBe('/api/group/4/v1/images/generations');
    expect(request.headers.Authorization).toBeUndefined();
  });

  it('uses the Azure deployment path with its api-version and api-key header', () => {
    const request = buildImageRequest('azure', {
      prompt: 'x',
      config,
      endpoint: { baseUrl: 'https://res.openai.azure.com', apiKey: 'az-key', apiVersion: '2024-02-01' },
    });
    expect(request.url).toBe('https://res.openai.azure.com/openai/deployments/dall-e-3/images/generations?api-version=2024-02-01');
    expect(request.headers['api-key']).toBe('az-key');
  });

  it('leaves out what gpt-image models refuse', () => {
    const request = buildImageRequest('openai', { prompt: 'x', config: { ...config, model: 'gpt-image-1' }, endpoint: { baseUrl: '/api/openai' } });
    expect(JSON.parse(request.body!)).toEqual({ model: 'gpt-image-1', prompt: 'x', n: 1, size: '1792x1024' });
  });

  it('refuses a provider that cannot draw, before anything is sent', () => {
    expect(() => buildImageRequest('moonshot', { prompt: 'x', config, endpoint: { baseUrl: '/api/moonshot' } })).toThrow(ProviderConfigError);
  });

  it('gives image models the doubled time-out', () => {
    expect(requestTimeoutFor({ model: 'dall-e-3' })).toBe(IMAGE_REQUEST_TIMEOUT_MS);
  });
});

describe('readImageAnswer', () => {
  it('reads the base64 picture and the revised prompt of the documented answer', () => {
    const body = JSON.stringify({ created: 1770935200, data: [{ b64_json: PNG, revised_prompt: 'A small otter.' }] });
    expect(readImageAnswer(200, body)).toEqual({ kind: 'base64', data: PNG, revisedPrompt: 'A small otter.' });
  });

  it('reads a URL answer', () => {
    const body = JSON.stringify({ created: 1, data: [{ url: 'https://images.example/otter.png' }] });
    expect(readImageAnswer(200, body)).toEqual({ kind: 'url', url: 'https://images.example/otter.png' });
  });

  it('names a content policy refusal', () => {
    const body = JSON.stringify({
      error: { code: 'content_policy_violation', message: 'Your request was rejected as a result of our safety system.', param: null, type: 'invalid_request_error' },
    });
    expect(readImageAnswer(400, body)).toEqual({
      kind: 'error',
      error: { type: 'error', code: 'content_policy', status: 400, message: 'Your request was rejected as a result of our safety system.' },
    });
  });

  it('names a wrong key and a spent quota', () => {
    const error = (status: number) => JSON.stringify({ error: { message: `status ${status}`, type: 'x', code: null } });
    expect(readImageAnswer(401, error(401))).toMatchObject({ kind: 'error', error: { code: 'unauthorized', message: 'status 401' } });
    expect(readImageAnswer(429, error(429))).toMatchObject({ kind: 'error', error: { code: 'rate_limited' } });
    expect(readImageAnswer(400, error(400))).toMatchObject({ kind: 'error', error: { code: 'http_error', message: 'status 400' } });
  });

  it('names an HTML page as a web page, with what it says for the fold, never as a picture', () => {
    expect(readImageAnswer(200, '<html><body>Sign in to the Wi-Fi</body></html>')).toEqual({
      kind: 'error',
      error: { type: 'error', code: 'html_page', status: 200, message: 'Sign in to the Wi-Fi' },
    });
    expect(readImageAnswer(502, '<!doctype html><title>Bad gateway</title>')).toMatchObject({ kind: 'error', error: { code: 'html_page', message: 'Bad gateway' } });
  });

  it('reads a failed status as a chat does: a 500 is the provider\'s internal error, a 503 its overload', () => {
    const error = JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } });
    expect(readImageAnswer(500, error)).toMatchObject({ kind: 'error', error: { code: 'server_error', status: 500, message: 'The server had an error while processing your request.' } });
    expect(readImageAnswer(503, 'upstream connect error')).toMatchObject({ kind: 'error', error: { code: 'unavailable', message: 'HTTP 503' } });
    expect(readImageAnswer(403, error)).toMatchObject({ kind: 'error', error: { code: 'forbidden' } });
  });

  it('never passes cut-off JSON on as a picture, and keeps where it begins for the fold', () => {
    const cut = `{"data":[{"b64_json":"${PNG.slice(0, 20)}`;
    expect(readImageAnswer(200, cut)).toMatchObject({ kind: 'error', error: { code: 'bad_image', detail: cut } });
    expect(readImageAnswer(200, JSON.stringify({ data: [] }))).toMatchObject({ kind: 'error', error: { code: 'bad_image' } });
    expect(readImageAnswer(200, JSON.stringify({ data: [{ url: 'javascript:alert(1)' }] }))).toMatchObject({ kind: 'error' });
  });
});

describe('our own server refusing before the provider is reached', () => {
  it('names a provider group the server has no token for', () => {
    const body = JSON.stringify({ error: true, code: 'not_configured', message: 'The server has no token for provider group 4' });
    expect(readImageAnswer(503, body)).toMatchObject({ kind: 'error', error: { code: 'not_configured', status: 503 } });
  });

  it('keeps the server\'s own words and its status\'s sentence for a refusal it has no code of its own for', () => {
    const body = JSON.stringify({ error: true, code: 'path_not_allowed', message: 'The path "x" is not allowed for openai' });
    expect(readImageAnswer(404, body)).toMatchObject({ kind: 'error', error: { code: 'not_found', message: 'The path "x" is not allowed for openai' } });
  });
});
