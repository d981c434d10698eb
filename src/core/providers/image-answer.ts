// What an image-generation call answers, whatever the provider: a picture (base64 or a URL to
// fetch it from), or an error the UI can name. Image answers are whole JSON bodies, never streams.

import type { ChatErrorCode } from '../types';
import { type ErrorEvent } from './wire-json';

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
