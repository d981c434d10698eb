// Runs one image-generation record against Stability through the server's proxy (the server key,
// or the user's own): waiting → running → success with the picture in the image store, or error
// with a sentence the user can read.

import { IMAGE_REQUEST_TIMEOUT_MS } from '../../../core/constants/network';
import type { ImageAnswer } from '../../../core/providers/image-answer';
import { assertCompleteSettings, resolveEndpoint } from '../../../core/providers/endpoint';
import { buildStabilityRequest, finishReasonError, readStabilityJson, type StabilityAccept } from '../../../core/providers/stability';
import { errorEventOf, type ChatErrorEvent } from '../../../core/stream/error-event';
import { useAccessStore } from '../../stores/access-store';
import { useSdStore } from '../../stores/sd-store';
import { BUILD_MODE } from '../build-mode';
import { describeChatError, describedText } from '../chat-errors';
import { base64ImageBlob, generatedImageError, storeGeneratedImage } from '../images/generated-image';
import { ImageError } from '../images/image-errors';
import { endJob, startJob } from './sd-jobs';
import { callOut } from '../http/page-call-out';

const FORMAT_MIME: Readonly<Record<string, string>> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The picture of an answer: base64 JSON, or bytes whose finish-reason header says whether they are
 * the picture asked for. */
async function pictureOf(response: Response, declaredMime: string | undefined): Promise<Blob | ImageAnswer> {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (response.ok && type.startsWith('image/')) {
    const refused = finishReasonError(response.headers.get('finish-reason'));
    return refused ?? new Blob([await response.arrayBuffer()], { type });
  }
  const answer = readStabilityJson(response.status, await response.text());
  return answer.kind === 'base64' ? base64ImageBlob(answer.data, declaredMime) : answer;
}

/** Runs the record; resolves when it has ended either way. A record already running in this page
 * is left alone. */
export async function runSdGeneration(id: string, accept: StabilityAccept = 'json'): Promise<void> {
  const record = useSdStore.getState().records[id];
  if (!record || !startJob(id)) return;
  const sd = () => useSdStore.getState();
  const access = useAccessStore.getState();
  const endpoint = resolveEndpoint('stability', access, BUILD_MODE);
  const fail = (error: ChatErrorEvent) =>
    sd().update(id, { status: 'error', error: describedText(describeChatError(error, { desktop: BUILD_MODE === 'desktop', userKey: Boolean(endpoint.apiKey) })) });

  sd().update(id, { status: 'running', error: undefined });
  try {
    assertCompleteSettings({ providerName: 'Stability' }, access, BUILD_MODE);
    const request = buildStabilityRequest(record, endpoint, accept);
    const body = new FormData();
    for (const [name, value] of request.fields) body.append(name, value);
    const response = await callOut(request.url, { method: 'POST', headers: request.headers, body }, { timeoutMs: IMAGE_REQUEST_TIMEOUT_MS });
    const picture = await pictureOf(response, FORMAT_MIME[record.outputFormat]);
    if (!(picture instanceof Blob)) {
      if (picture.kind === 'error') fail(picture.error);
      return;
    }
    const image = await storeGeneratedImage(picture);
    sd().update(id, { status: 'success', imageKey: image.id, error: undefined });
  } catch (error) {
    fail(error instanceof ImageError ? generatedImageError(error) : errorEventOf(error));
  } finally {
    endJob(id);
  }
}
