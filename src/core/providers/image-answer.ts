// What an image-generation call answers, whatever the provider: a picture (base64 or a URL to
// fetch it from), or an error the UI can name. Image answers are whole JSON bodies, never streams.
// A failed answer is read as a chat answer is (stream/http-errors): the same status codes, the same
// web-page check, our own server's codes, so drawing and chat speak with one catalogue.

import { codeOfStatus, isHtmlAnswer, pageSummary, serverCodeOf } from '../stream/http-errors';
import type { ChatErrorCode } from '../types';
import { isRecord, stringAt, type ErrorEvent } from './wire-json';

export type ImageAnswer =
  | { kind: 'base64'; data: string; revisedPrompt?: string; mime?: string }
  | { kind: 'url'; url: string; revisedPrompt?: string }
  | { kind: 'error'; error: ErrorEvent };

/** Enough of an unreadable body to recognise it in the fold, never a whole base64 picture. */
const MAX_DETAIL_CHARS = 300;

export function imageError(message: string, code: ChatErrorCode, status?: number): ImageAnswer {
  const error: ErrorEvent = { type: 'error', message, code };
  if (status !== undefined) error.status = status;
  return { kind: 'error', error };
}

/** The catalogue code of a provider's error answer: its status, as for a chat. */
export function imageErrorOfStatus(message: string, status: number): ImageAnswer {
  return imageError(message, codeOfStatus(status), status);
}

/** A body that is not JSON where JSON was due: a sign-in page of a proxy or a captive portal, an
 * error page, cut-off bytes. A page is named as one (its title in the fold); anything else keeps
 * its status's sentence, or says no picture could be read, with where the text begins folded. */
export function unreadableImageAnswer(status: number, text: string): ImageAnswer {
  if (isHtmlAnswer(null, text)) return imageError(pageSummary(text) || `HTTP ${status}`, 'html_page', status);
  if (status >= 400) return imageErrorOfStatus(`HTTP ${status}`, status);
  const answer = imageError('The answer holds no image', 'bad_image', status);
  const start = text.trim().slice(0, MAX_DETAIL_CHARS);
  if (answer.kind === 'error' && start) answer.error.detail = start;
  return answer;
}

/** Our own server's refusal ({error: true, code, message}), before the call reached a provider:
 * its code says more than the status (no key, a model turned off, too many codes). */
export function serverProblem(status: number, body: unknown): ImageAnswer | undefined {
  if (!isRecord(body) || body.error !== true) return undefined;
  return imageError(stringAt(body, 'message') ?? `HTTP ${status}`, serverCodeOf(body) ?? codeOfStatus(status), status);
}
