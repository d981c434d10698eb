import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageRefId } from '../../../core/images/image-ref';
import type { ContentPart } from '../../../core/types';
import { defaultProviderGroups, publicGroups } from '../../../core/models/groups';
import { useAccessStore } from '../../stores/access-store';
import { useConfigStore } from '../../stores/config-store';
import { getDb } from '../../stores/db';
import { IMAGE_REQUEST_TIMEOUT_MS } from '../../../core/constants/network';
import { hasPendingRequests, sendUserMessage, stop } from '../chat-engine';
import { fakeFetch, freshEngineState, jsonResponse, lastMessage, messagesOf, until } from './test-support';

// A whole 1×1 PNG, as the documented answer carries it.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
let sessionId = '';

/** A provider that never answers, until the request is aborted. */
const hangs = (_request: unknown, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

const storedImageCount = async () => (await getDb()?.count('images')) ?? 0;

beforeEach(async () => {
  sessionId = await freshEngineState();
  useConfigStore.getState().updateModelConfig({ model: 'dall-e-3', providerName: 'OpenAI', size: '1792x1024', quality: 'hd', style: 'natural' });
  // jsdom decodes no images; the browser's decoder is stood in for by its answer's shape.
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 1792, height: 1024, close: () => undefined })));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a reply from an image model', () => {
  it('asks the image endpoint for the user\'s words, then shows the stored picture and the revised prompt', async () => {
    const { requests } = fakeFetch([() => jsonResponse({ created: 1, data: [{ b64_json: PNG, revised_prompt: 'A fox at dusk.' }] })]);
    await sendUserMessage(sessionId, 'a fox');

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/openai/v1/images/generations');
    expect(requests[0]?.body).toEqual({ model: 'dall-e-3', prompt: 'a fox', n: 1, size: '1792x1024', quality: 'hd', style: 'natural', response_format: 'b64_json' });
    const reply = lastMessage(sessionId);
    expect(reply).toMatchObject({ role: 'assistant', streaming: false, model: 'dall-e-3' });
    expect(reply?.isError).toBeUndefined();
    const [image, caption] = reply?.content as ContentPart[];
    expect(caption).toEqual({ type: 'text', text: 'A fox at dusk.' });
    const id = image?.type === 'image_url' ? imageRefId(image.image_url.url) : undefined;
    expect(await getDb()?.get('images', id!)).toMatchObject({ mime: 'image/png', width: 1792, height: 1024, dataUrl: `data:image/png;base64,${PNG}` });
  });

  it('fetches and stores the picture of a URL answer', async () => {
    const { requests } = fakeFetch([
      () => jsonResponse({ created: 1, data: [{ url: 'https://files.example/p.png' }] }),
      () => new Response(Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0)), { headers: { 'content-type': 'image/png' } }),
    ]);
    await sendUserMessage(sessionId, 'a fox');
    expect(requests.map((request) => request.url)).toEqual(['/api/openai/v1/images/generations', 'https://files.example/p.png']);
    expect(await storedImageCount()).toBe(1);
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
  });

  it('shows a content policy refusal as a translated error, with the provider\'s words under it', async () => {
    fakeFetch([
      () => jsonResponse({ error: { code: 'content_policy_violation', message: 'Rejected by the safety system.', type: 'invalid_request_error', param: null } }, 400),
    ]);
    await sendUserMessage(sessionId, 'something');
    const reply = lastMessage(sessionId);
    expect(reply).toMatchObject({ isError: true, errorCode: 'content_policy' });
    expect(reply?.content).toBe('The provider refused to draw this: the prompt or the picture goes against its content policy. Try wording it differently.');
    expect(reply?.errorDetail).toMatch(/Rejected by the safety system\.$/);
  });

  it.each([
    ['a cut-off picture', () => jsonResponse({ created: 1, data: [{ b64_json: PNG.slice(0, 40) }] })],
    ['an empty picture', () => jsonResponse({ created: 1, data: [{ b64_json: '' }] })],
  ])('refuses %s with a clear error and stores nothing', async (_name, answer) => {
    fakeFetch([answer]);
    await sendUserMessage(sessionId, 'a fox');
    expect(lastMessage(sessionId)).toMatchObject({ isError: true, errorCode: 'bad_image' });
    expect(lastMessage(sessionId)?.content).toMatch(/^The provider answered, but not with a picture/);
    expect(await storedImageCount()).toBe(0);
    expect(messagesOf(sessionId)[0]).toMatchObject({ role: 'user', content: 'a fox' });
  });

  it('names an HTML page as a sign-in page or portal, with what it says folded, and stores nothing', async () => {
    fakeFetch([() => new Response('<html><body>Sign in</body></html>', { headers: { 'content-type': 'text/html' } })]);
    await sendUserMessage(sessionId, 'a fox');
    expect(lastMessage(sessionId)).toMatchObject({ isError: true, errorCode: 'html_page', errorDetail: 'HTTP 200\nSign in' });
    expect(lastMessage(sessionId)?.content).toMatch(/^A web page came back instead of a reply/);
    expect(await storedImageCount()).toBe(0);
  });

  it('draws through the drawing category\'s provider group, whatever the model is called', async () => {
    const { requests } = fakeFetch([() => jsonResponse({ created: 1, data: [{ b64_json: PNG }] })]);
    // The server's groups, as /api/config hands them to the client.
    useAccessStore.setState({ groups: publicGroups(defaultProviderGroups()) });
    useConfigStore.getState().updateModelConfig({ model: 'company-painter', providerName: 'OpenAI', group: 4 });
    await sendUserMessage(sessionId, 'a fox');
    expect(requests[0]?.url).toBe('/api/group/4/v1/images/generations');
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
  });

  it('names a refused key with the access sentence', async () => {
    fakeFetch([() => jsonResponse({ error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } }, 401)]);
    await sendUserMessage(sessionId, 'a fox');
    expect(lastMessage(sessionId)).toMatchObject({ isError: true, errorCode: 'unauthorized' });
    expect(lastMessage(sessionId)?.content).toMatch(/^Access password is wrong or empty/);
  });

  it('gives up after the image time-out with the translated time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { requests } = fakeFetch([hangs]);
    const sending = sendUserMessage(sessionId, 'a fox');
    await until(() => requests.length === 1);
    await vi.advanceTimersByTimeAsync(IMAGE_REQUEST_TIMEOUT_MS - 1000);
    expect(lastMessage(sessionId)?.streaming).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    await sending;
    vi.useRealTimers();
    expect(lastMessage(sessionId)).toMatchObject({ isError: true, errorCode: 'timeout', content: 'The request timed out' });
  });

  it('stops quietly: no error, nothing stored, nothing left pending', async () => {
    const { requests } = fakeFetch([hangs]);
    const sending = sendUserMessage(sessionId, 'a fox');
    await until(() => requests.length === 1);
    stop(sessionId, lastMessage(sessionId)!.id);
    await sending;
    expect(lastMessage(sessionId)).toMatchObject({ streaming: false, content: '' });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
    expect(hasPendingRequests()).toBe(false);
    expect(await storedImageCount()).toBe(0);
  });
});
