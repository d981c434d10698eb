// The one catalogue of errors a reply can show: every code of core's CHAT_ERROR_CODES maps to a
// sentence in the user's language; what the provider or server said, and the status, go in a
// detail folded under it (MessageItem), never in place of the sentence.

import i18next, { type TFunction } from 'i18next';
import type { ChatErrorCode, ChatEvent, CredentialField } from '../../core/types';
import type { errors } from '../i18n/resources/en/errors';

type ErrorEvent = Extract<ChatEvent, { type: 'error' }>;

export interface ErrorContext {
  desktop: boolean;
  /** The user sent a key of their own for this provider. */
  userKey: boolean;
  /** The origin of the user's own endpoint, when the page called it directly (custom config). */
  directOrigin?: string | undefined;
}

export interface DescribedError {
  /** The catalogue's sentence. */
  text: string;
  /** The provider's own words, a raw body and the status, for the fold. */
  detail?: string;
}

/** Beyond this a wait reads better in minutes. */
const SECONDS_SHOWN_UP_TO = 90;

type ErrorKey = keyof typeof errors;
type ErrorsT = TFunction<'errors'>;

/** Codes whose sentence is one catalogue key and nothing else. */
const PLAIN: Partial<Record<ChatErrorCode, ErrorKey>> = {
  empty_response: 'emptyResponse',
  timeout: 'timeout',
  parse_failed: 'parseFailed',
  bad_image: 'badImage',
  image_unsupported: 'imageUnsupported',
  not_configured: 'notConfigured',
  content_policy: 'contentPolicy',
  forbidden: 'forbidden',
  not_found: 'notFound',
  too_large: 'tooLarge',
  server_error: 'serverError',
  unavailable: 'unavailable',
  unreachable: 'unreachable',
  connection_lost: 'connectionLost',
  stalled: 'stalled',
  html_page: 'htmlPage',
  model_disabled: 'modelDisabled',
  user_key_forbidden: 'userKeyForbidden',
};

export function waitText(t: ErrorsT, seconds: number): string {
  return seconds <= SECONDS_SHOWN_UP_TO ? t('waitSeconds', { count: seconds }) : t('waitMinutes', { count: Math.ceil(seconds / 60) });
}

/** The fold: the status, then whatever the provider said that the sentence does not already. */
function detailOf(event: ErrorEvent, text: string): string | undefined {
  const said = event.message.trim();
  const parts = [
    event.status !== undefined ? `HTTP ${event.status}` : '',
    said && said !== text && said !== String(event.status) && !said.startsWith(`${event.status} `) ? said : '',
    event.detail?.trim() ?? '',
  ].filter(Boolean);
  return parts.length > (event.status !== undefined ? 1 : 0) ? parts.join('\n') : undefined;
}

export function describeChatError(event: ErrorEvent, context: ErrorContext): DescribedError {
  const t = i18next.getFixedT(null, 'errors');
  const text = sentenceOf(event, context, t);
  const detail = detailOf(event, text);
  return detail ? { text, detail } : { text };
}

function sentenceOf(event: ErrorEvent, context: ErrorContext, t: ErrorsT): string {
  const code = event.code;
  switch (code) {
    case 'unauthorized':
      return context.desktop ? t('unauthorizedDesktop') : context.userKey ? t('unauthorizedWithKey') : t('unauthorizedNoKey');
    case 'rate_limited':
      return event.retryAfterSeconds === undefined ? t('rateLimited') : t('rateLimitedUntil', { wait: waitText(t, event.retryAfterSeconds) });
    case 'too_many_attempts':
      return t('tooManyAttempts', { wait: waitText(t, event.retryAfterSeconds ?? 600) });
    case 'unreachable':
      // Called straight from the page, the likeliest cause is an endpoint that does not let this
      // page's origin in (CORS): the browser tells the page nothing more.
      return context.directOrigin && !context.desktop
        ? t('unreachableDirect', { endpoint: context.directOrigin, page: globalThis.location?.origin ?? '' })
        : t('unreachable');
    case 'prompt_blocked':
      return t('promptBlocked', { reason: event.message });
    case 'azure_incomplete':
    case 'provider_incomplete':
      return incompleteText(event, t);
    case undefined:
    case 'request_failed':
    case 'http_error':
      return t('requestFailedPlain');
    default: {
      const key = PLAIN[code];
      return key ? t(key) : t('requestFailedPlain');
    }
  }
}

/** Each setting by the catalogue's name for it, the same as its label in Settings. */
const FIELD_KEYS: Readonly<Record<CredentialField, ErrorKey>> = {
  endpoint: 'fieldEndpoint',
  apiKey: 'fieldApiKey',
  apiVersion: 'fieldApiVersion',
  secretId: 'fieldSecretId',
  secretKey: 'fieldSecretKey',
  apiSecret: 'fieldApiSecret',
};

/** A provider's settings left half-filled: the catalogue's sentence (the spec's own for Azure),
 * then the fields it lacks by their names in Settings. */
function incompleteText(event: ErrorEvent, t: ErrorsT): string {
  const incomplete = event.incomplete;
  const sentence = event.code === 'azure_incomplete' || !incomplete ? t('azureIncomplete') : t('providerIncomplete', { provider: incomplete.provider });
  if (!incomplete || incomplete.missing.length === 0) return sentence;
  const names = incomplete.missing.map((field) => t(FIELD_KEYS[field]));
  // A paragraph of its own: the spec's sentence for Azure ends without a full stop.
  return `${sentence}\n\n${t('missingFields', { fields: new Intl.ListFormat(i18next.language, { type: 'conjunction' }).format(names) })}`;
}

/** The sentence and its detail as one text, where there is no fold to put the detail in (a failed
 * title or summary in the console, a Stable Diffusion record). */
export function describedText({ text, detail }: DescribedError): string {
  return detail ? `${text}\n\n${detail}` : text;
}
