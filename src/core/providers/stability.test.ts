import { describe, expect, it } from 'vitest';
import { buildStabilityRequest, drawnWith, finishReasonError, readStabilityJson, type SdParams } from './stability';

const params: SdParams = {
  prompt: 'a lighthouse',
  negativePrompt: 'fog',
  aspectRatio: '16:9',
  style: 'anime',
  outputFormat: 'webp',
  model: 'core',
  modelVersion: 'sd3.5-large',
};
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('buildStabilityRequest', () => {
  it('builds the multipart fields of core and ultra, with the style preset', () => {
    const request = buildStabilityRequest(params, { baseUrl: '/api/stability', apiKey: 'sk-stab' });
    expect(request.url).toBe('/api/stability/v2beta/stable-image/generate/core');
    expect(request.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer sk-stab' });
    expect(request.fields).toEqual([
      ['prompt', 'a lighthouse'],
      ['negative_prompt', 'fog'],
      ['aspect_ratio', '16:9'],
      ['style_preset', 'anime'],
      ['output_format', 'webp'],
    ]);
  });

  it('sends sd3 its model version instead of a style, and no empty negative prompt', () => {
    const request = buildStabilityRequest({ ...params, model: 'sd3', negativePrompt: ' ', outputFormat: 'png' }, { baseUrl: '/api/stability' }, 'image');
    expect(request.url).toBe('/api/stability/v2beta/stable-image/generate/sd3');
    expect(request.headers).toEqual({ Accept: 'image/*' });
    expect(request.fields).toEqual([
      ['prompt', 'a lighthouse'],
      ['aspect_ratio', '16:9'],
      ['model', 'sd3.5-large'],
      ['output_format', 'png'],
    ]);
  });
});

describe('drawnWith', () => {
  const form: SdParams = { prompt: 'a fox', negativePrompt: '', aspectRatio: '1:1', style: 'anime', outputFormat: 'png', model: 'sd3', modelVersion: 'sd3.5-large' };

  it('records no style for sd3, which takes none (one left in the form from core is dropped)', () => {
    expect(drawnWith(form)).toEqual({ ...form, style: '' });
  });

  it('records no model version for core and ultra, which take a style instead', () => {
    expect(drawnWith({ ...form, model: 'core' })).toEqual({ ...form, model: 'core', modelVersion: '' });
    expect(drawnWith({ ...form, model: 'ultra' })).toEqual({ ...form, model: 'ultra', modelVersion: '' });
  });
});

describe('readStabilityJson', () => {
  it('reads the documented success', () => {
    expect(readStabilityJson(200, JSON.stringify({ image: PNG, finish_reason: 'SUCCESS', seed: 343940597 }))).toEqual({ kind: 'base64', data: PNG });
  });

  it('treats a filtered finish as a content refusal, whatever the status', () => {
    expect(readStabilityJson(200, JSON.stringify({ image: PNG, finish_reason: 'CONTENT_FILTERED', seed: 1 }))).toMatchObject({
      kind: 'error',
      error: { code: 'content_policy' },
    });
    expect(finishReasonError('SUCCESS')).toBeUndefined();
    expect(finishReasonError(null)).toBeUndefined();
  });

  it('names the moderation refusal and joins field errors', () => {
    const moderation = { id: 'e1', name: 'content_moderation', errors: ['Your request was flagged by our content moderation system.'] };
    expect(readStabilityJson(403, JSON.stringify(moderation))).toMatchObject({
      kind: 'error',
      error: { code: 'content_policy', status: 403, message: 'Your request was flagged by our content moderation system.' },
    });
    const bad = { id: 'e2', name: 'bad_request', errors: ['prompt: is required', 'aspect_ratio: must be one of 16:9, 1:1'] };
    expect(readStabilityJson(400, JSON.stringify(bad))).toMatchObject({
      kind: 'error',
      error: { code: 'http_error', status: 400, message: 'prompt: is required\naspect_ratio: must be one of 16:9, 1:1' },
    });
    expect(readStabilityJson(401, JSON.stringify({ id: 'e3', name: 'unauthorized', errors: ['bad key'] }))).toMatchObject({ error: { code: 'unauthorized' } });
    expect(readStabilityJson(429, JSON.stringify({ id: 'e4', name: 'rate_limit_exceeded', errors: ['slow down'] }))).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('names an HTML page as a web page and a 500 as the provider\'s internal error, as a chat does', () => {
    expect(readStabilityJson(200, '<!doctype html><p>portal</p>')).toMatchObject({ kind: 'error', error: { code: 'html_page', message: 'portal' } });
    const internal = { id: 'e5', name: 'internal_error', errors: ['An unexpected server error has occurred, please try again later.'] };
    expect(readStabilityJson(500, JSON.stringify(internal))).toMatchObject({ kind: 'error', error: { code: 'server_error', status: 500 } });
  });

  it('refuses an answer without an image', () => {
    expect(readStabilityJson(200, JSON.stringify({ finish_reason: 'SUCCESS' }))).toMatchObject({ kind: 'error', error: { code: 'bad_image' } });
  });
});

describe('our own server refusing before Stability is reached', () => {
  it('names a provider the server has no key for', () => {
    const body = JSON.stringify({ error: true, code: 'not_configured', message: 'The server has no STABILITY_API_KEY; enter your own key in settings' });
    expect(readStabilityJson(503, body)).toMatchObject({ kind: 'error', error: { code: 'not_configured', status: 503 } });
    expect(readStabilityJson(401, JSON.stringify({ error: true, code: 'unauthorized', message: 'wrong code' }))).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
