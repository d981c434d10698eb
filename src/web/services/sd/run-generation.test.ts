import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../stores/db';
import { useSdStore } from '../../stores/sd-store';
import { fakeFetch, freshEngineState, jsonResponse } from '../engine/test-support';
import { runSdGeneration } from './run-generation';
import { useSdJobs } from './sd-jobs';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const params = { prompt: 'a lighthouse', negativePrompt: 'fog', aspectRatio: '16:9', style: 'anime', outputFormat: 'png', model: 'core', modelVersion: 'sd3.5-large' };
const sd = () => useSdStore.getState();

beforeEach(async () => {
  await freshEngineState();
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 320, height: 180, close: () => undefined })));
});
afterEach(() => vi.unstubAllGlobals());

describe('a Stable Diffusion generation', () => {
  it('posts the form through the proxy and ends with the picture stored', async () => {
    const seen: { url: string; form: FormData; headers: Record<string, string> }[] = [];
    fakeFetch([
      (request, init) => {
        seen.push({ url: request.url, form: init.body as FormData, headers: request.headers });
        expect(sd().records[record.id]?.status).toBe('running');
        return jsonResponse({ image: PNG, finish_reason: 'SUCCESS', seed: 1 });
      },
    ]);
    const record = sd().add(params);
    expect(record.status).toBe('wait');
    await runSdGeneration(record.id);

    expect(seen[0]?.url).toBe('/api/stability/v2beta/stable-image/generate/core');
    expect(seen[0]?.headers).toEqual({ Accept: 'application/json' });
    expect([...seen[0]!.form.entries()]).toEqual([
      ['prompt', 'a lighthouse'],
      ['negative_prompt', 'fog'],
      ['aspect_ratio', '16:9'],
      ['style_preset', 'anime'],
      ['output_format', 'png'],
    ]);
    const done = sd().records[record.id];
    expect(done).toMatchObject({ status: 'success' });
    expect(await getDb()?.get('images', done!.imageKey!)).toMatchObject({ mime: 'image/png', width: 320, height: 180 });
    expect(useSdJobs.getState().running.size).toBe(0);
  });

  it('takes the picture as bytes when asked with Accept image/*, and refuses a filtered one', async () => {
    const bytes = Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0));
    fakeFetch([
      () => new Response(bytes, { headers: { 'content-type': 'image/png', 'finish-reason': 'SUCCESS' } }),
      () => new Response(bytes, { headers: { 'content-type': 'image/png', 'finish-reason': 'CONTENT_FILTERED' } }),
    ]);
    const first = sd().add(params);
    await runSdGeneration(first.id, 'image');
    expect(sd().records[first.id]?.status).toBe('success');
    const second = sd().add(params);
    await runSdGeneration(second.id, 'image');
    expect(sd().records[second.id]).toMatchObject({ status: 'error', error: expect.stringMatching(/^The provider refused to draw this/) });
  });

  it('keeps the translated reason of a refusal, and stores nothing for a broken answer', async () => {
    fakeFetch([
      () => jsonResponse({ id: 'e', name: 'content_moderation', errors: ['Flagged by moderation.'] }, 403),
      () => new Response('<html>portal</html>', { headers: { 'content-type': 'text/html' } }),
    ]);
    const refused = sd().add(params);
    await runSdGeneration(refused.id);
    expect(sd().records[refused.id]?.error).toBe(
      'The provider refused to draw this: the prompt or the picture goes against its content policy. Try wording it differently.\n\nHTTP 403\nFlagged by moderation.',
    );
    const broken = sd().add(params);
    await runSdGeneration(broken.id);
    // A web page is named as one, as in the chat, with what it says under it.
    expect(sd().records[broken.id]).toMatchObject({ status: 'error', error: expect.stringMatching(/^A web page came back instead of a reply[^]*\n\nHTTP 200\nportal$/) });
    expect(await getDb()?.count('images')).toBe(0);
  });
});
