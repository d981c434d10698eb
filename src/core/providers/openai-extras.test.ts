import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProviderConfigError } from './errors';
import {
  buildImageRequest,
  buildModelListRequest,
  buildUsageRequests,
  parseImageResponse,
  parseModelList,
  parseUsage,
  usageDateRange,
  USAGE_QUERY_FAILED_MESSAGE,
} from './openai-extras';
import { bodyOf } from './test-input';

const WIRE_DIR = new URL('../../../tests/wire/', import.meta.url);
const wireJson = (name: string) => JSON.parse(readFileSync(new URL(name, WIRE_DIR), 'utf8')) as unknown;

describe('image generation', () => {
  it('builds the dall-e-3 request, field by field', () => {
    const request = buildImageRequest({
      endpoint: { baseUrl: 'https://api.openai.com', apiKey: 'sk-1' },
      model: 'dall-e-3',
      prompt: 'a sea otter',
      size: '1792x1024',
      quality: 'hd',
      style: 'natural',
    });
    expect(request.url).toBe('https://api.openai.com/v1/images/generations');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer sk-1' });
    expect(bodyOf(request)).toEqual({
      model: 'dall-e-3',
      prompt: 'a sea otter',
      response_format: 'b64_json',
      n: 1,
      size: '1792x1024',
      quality: 'hd',
      style: 'natural',
    });
  });

  it('falls back to the spec image defaults', () => {
    const body = bodyOf(buildImageRequest({ endpoint: { baseUrl: '/api/openai' }, model: 'dall-e-3', prompt: 'p' }));
    expect([body.size, body.quality, body.style, body.n]).toEqual(['1024x1024', 'standard', 'vivid', 1]);
  });

  it('uses the Azure deployment path and checks the Azure config', () => {
    const request = buildImageRequest({
      endpoint: { baseUrl: 'https://res.openai.azure.com', apiKey: 'az', apiVersion: '2024-02-01' },
      provider: 'azure',
      model: 'dall-e-3',
      prompt: 'p',
    });
    expect(request.url).toBe(
      'https://res.openai.azure.com/openai/deployments/dall-e-3/images/generations?api-version=2024-02-01',
    );
    expect(request.headers['api-key']).toBe('az');
    expect(() =>
      buildImageRequest({ endpoint: { baseUrl: '' }, provider: 'azure', model: 'dall-e-3', prompt: 'p' }),
    ).toThrow(ProviderConfigError);
  });

  it('reads b64_json from the recorded response', () => {
    const result = parseImageResponse(200, wireJson('openai-image-response.json'));
    expect(result).toMatchObject({ ok: true, revisedPrompt: 'A watercolour lighthouse on a rocky shore at dusk, gulls overhead.' });
    expect(result.ok && result.b64Json?.startsWith('iVBORw0KGgo')).toBe(true);
  });

  it('reads a url answer', () => {
    expect(parseImageResponse(200, { data: [{ url: 'https://img.test/1.png' }] })).toEqual({
      ok: true,
      url: 'https://img.test/1.png',
    });
  });

  it('reads the recorded error body', () => {
    expect(parseImageResponse(400, wireJson('openai-image-error.json'))).toEqual({
      ok: false,
      error: {
        type: 'error',
        message: 'Your request was rejected as a result of our safety system. Try a different prompt.',
        status: 400,
        code: 'http_error',
      },
    });
  });

  it('reports an answer without an image', () => {
    expect(parseImageResponse(200, { data: [] })).toMatchObject({ ok: false, error: { code: 'empty_response' } });
  });
});

describe('usage', () => {
  it('asks from the first day of the month to tomorrow', () => {
    expect(usageDateRange(new Date(2024, 4, 17, 12))).toEqual({ startDate: '2024-05-01', endDate: '2024-05-18' });
    expect(usageDateRange(new Date(2024, 0, 31, 23, 59))).toEqual({ startDate: '2024-01-01', endDate: '2024-02-01' });
    expect(usageDateRange(new Date(2023, 11, 31))).toEqual({ startDate: '2023-12-01', endDate: '2024-01-01' });
  });

  it('builds the two GET requests', () => {
    const { usage, subscription } = buildUsageRequests({ baseUrl: '/api/openai', apiKey: 'sk-1' }, new Date(2024, 1, 28));
    expect(usage).toEqual({
      url: '/api/openai/dashboard/billing/usage?start_date=2024-02-01&end_date=2024-02-29',
      method: 'GET',
      headers: { Authorization: 'Bearer sk-1' },
    });
    expect(subscription).toEqual({
      url: '/api/openai/dashboard/billing/subscription',
      method: 'GET',
      headers: { Authorization: 'Bearer sk-1' },
    });
  });

  it('reads total_usage in cents and hard_limit_usd from the recorded bodies', () => {
    const result = parseUsage(
      { status: 200, body: wireJson('openai-billing-usage.json') },
      { status: 200, body: wireJson('openai-billing-subscription.json') },
    );
    expect(result).toEqual({ ok: true, usage: { used: 7.31, total: 120 } });
  });

  it('reports 401 as unauthorized and other failures with the catalogue text', () => {
    expect(parseUsage({ status: 401, body: {} }, { status: 200, body: {} })).toMatchObject({
      ok: false,
      error: { status: 401, code: 'unauthorized' },
    });
    expect(parseUsage({ status: 200, body: {} }, { status: 403, body: wireJson('openai-billing-error.json') })).toEqual({
      ok: false,
      error: { type: 'error', message: USAGE_QUERY_FAILED_MESSAGE, status: 403, code: 'request_failed' },
    });
    expect(USAGE_QUERY_FAILED_MESSAGE).toBe('Failed to query usage from openai');
  });

  it('shows the message of an error with a type', () => {
    const body = { error: { type: 'insufficient_quota', message: 'You exceeded your quota.' } };
    expect(parseUsage({ status: 200, body }, { status: 200, body: {} })).toEqual({
      ok: false,
      error: { type: 'error', message: 'You exceeded your quota.', code: 'request_failed' },
    });
  });
});

describe('model list', () => {
  it('GETs v1/models and keeps the gpt- ids', () => {
    expect(buildModelListRequest({ baseUrl: 'https://api.openai.com', apiKey: 'sk-1' })).toEqual({
      url: 'https://api.openai.com/v1/models',
      method: 'GET',
      headers: { Authorization: 'Bearer sk-1' },
    });
    expect(parseModelList(wireJson('openai-models.json'))).toEqual(['gpt-4.1-mini', 'gpt-4.1']);
    expect(parseModelList({ error: 'nope' })).toEqual([]);
  });
});
