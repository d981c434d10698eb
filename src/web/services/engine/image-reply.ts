// A reply from an image model: one request to the image-generation endpoint instead of a chat
// stream, and the picture kept in the image store. The reply holds a reference to it, and the
// revised prompt when the provider rewrote the user's.

import i18next from 'i18next';
import type { ImageAnswer } from '../../../core/providers/image-answer';
import { assertCompleteSettings, chatRoute } from '../../../core/providers/endpoint';
import { buildImageRequest, readImageAnswer } from '../../../core/providers/openai-images';
import { errorEventOf, isAbortError, type ChatErrorEvent } from '../../../core/stream/error-event';
import { requestTimeoutFor } from '../../../core/network/fetch-with-timeout';
import type { ContentPart, ModelConfig } from '../../../core/types';
import { useAccessStore } from '../../stores/access-store';
import { useChatStore } from '../../stores/chat-store';
import { BUILD_MODE } from '../build-mode';
import { describeChatError } from '../chat-errors';
import { base64ImageBlob, generatedImageError, storeGeneratedImage } from '../images/generated-image';
import { ImageError } from '../images/image-errors';
import { pending } from './pending';
import { callOut } from '../http/page-call-out';

export interface ImageReplyInput {
  sessionId: string;
  replyId: string;
  /** The user's words as they typed them: the prompt is not templated. */
  prompt: string;
  config: ModelConfig;
}

/** A provider's `url` answer points at its own storage, where the picture waits about an hour. */
async function fetchPicture(url: string, signal: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await callOut(url, { credentials: 'omit', referrerPolicy: 'no-referrer' }, { signal });
  } catch (error) {
    if (isAbortError(error, signal)) throw error;
    throw new PictureFetchError(url);
  }
  if (!response.ok) throw new PictureFetchError(url);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  return new Blob([await response.arrayBuffer()], { type });
}

class PictureFetchError extends Error {
  constructor(readonly url: string) {
    super(`The picture at ${url} could not be downloaded`);
    this.name = 'PictureFetchError';
  }
}

async function pictureOf(answer: Exclude<ImageAnswer, { kind: 'error' }>, signal: AbortSignal): Promise<Blob> {
  return answer.kind === 'base64' ? base64ImageBlob(answer.data, answer.mime) : fetchPicture(answer.url, signal);
}

export async function drawReply({ sessionId, replyId, prompt, config }: ImageReplyInput): Promise<void> {
  const chat = () => useChatStore.getState();
  const controller = new AbortController();
  const { signal } = controller;
  pending.add(sessionId, replyId, controller);
  const access = useAccessStore.getState();
  const { providerId, endpoint } = chatRoute(config, access, BUILD_MODE);
  const describe = (error: ChatErrorEvent) =>
    describeChatError(error, { desktop: BUILD_MODE === 'desktop', userKey: Boolean(endpoint.apiKey) });
  const fail = (error: ChatErrorEvent) => {
    const { text, detail } = describe(error);
    return chat().finishMessage(sessionId, replyId, {
      content: text,
      isError: true,
      ...(error.code ? { errorCode: error.code } : {}),
      ...(detail ? { errorDetail: detail } : {}),
    });
  };

  try {
    assertCompleteSettings(config, access, BUILD_MODE);
    const request = buildImageRequest(providerId, { prompt, config, endpoint });
    const response = await callOut(request.url, request, { timeoutMs: requestTimeoutFor(config), signal });
    const answer = readImageAnswer(response.status, await response.text());
    if (answer.kind === 'error') return await fail(answer.error);
    const image = await storeGeneratedImage(await pictureOf(answer, signal));
    const content: ContentPart[] = [{ type: 'image_url', image_url: { url: image.url } }];
    if (answer.revisedPrompt) content.push({ type: 'text', text: answer.revisedPrompt });
    await chat().finishMessage(sessionId, replyId, { content });
  } catch (error) {
    // A stop ends the reply quietly with what it has, which is nothing yet.
    if (isAbortError(error, signal)) return await chat().finishMessage(sessionId, replyId, {});
    const t = i18next.getFixedT(null, 'errors');
    if (error instanceof PictureFetchError) return await fail({ type: 'error', message: t('imageFetchFailed', { url: error.url }), code: 'http_error' });
    if (error instanceof ImageError) return await fail(generatedImageError(error));
    await fail(errorEventOf(error));
  } finally {
    pending.remove(sessionId, replyId);
  }
}
