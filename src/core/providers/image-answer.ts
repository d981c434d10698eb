// What an image-generation call answers, whatever the provider: a picture (base64 or a URL to
// fetch it from), or an error the UI can name. Image answers are whole JSON bodies, never streams.

import type { ChatErrorCode } from '../types';
import { isRecord, stringAt, type ErrorEvent } from './wire-json';

export type ImageAnswer =
  | { kind: 'base64'; data: string; revisedPrompt?: string; mime?: string }
  | { kind: 'url'; url: string; revisedPrompt?: string }
  | { kind: 'error'; error: ErrorEvent };

/** The code of a failed answer: a refused key, a spent quota, or a plain HTTP failure. */
export function httpErrorCode(status: number): ChatErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  return 'http_error';
}

export function imageError(message: string, code: ChatErrorCode, status?: number): ImageAnswer {
  const error: ErrorEvent = { type: 'error', message, code };
  if (status !== undefined) error.status = status;
  return { kind: 'error', error };
}

/** A body that is not JSON where JSON was due: an HTML error page from a proxy or a captive
 * portal, cut-off bytes. Its text is never shown: it is not meant for people. */
export function unreadableImageAnswer(status: number): ImageAnswer {
  return status >= 400
    ? imageError(`HTTP ${status}`, httpErrorCode(status), status)
    : imageError('The answer holds no image', 'bad_image', status);
}

/** Our own server's refusal ({error: true, code, message}), before the call reached a provider:
 * a provider the server has no key for is a case of its own; anything else keeps its status. */
export function serverProblem(status: number, body: unknown): ImageAnswer | undefined {
  if (!isRecord(body) || body.error !== true) return undefined;
  const message = stringAt(body, 'message') ?? `HTTP ${status}`;
  return imageError(message, stringAt(body, 'code') === 'not_configured' ? 'not_configured' : httpErrorCode(status), status);
}
