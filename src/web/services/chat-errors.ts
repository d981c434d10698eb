import i18next from 'i18next';
import type { ChatEvent } from '../../core/types';

type ErrorEvent = Extract<ChatEvent, { type: 'error' }>;

export interface ErrorContext {
  desktop: boolean;
  /** The user sent a key of their own for this provider. */
  userKey: boolean;
}

/** The catalogue's sentence first, then what the provider said, when it said something more. */
function withDetail(text: string, detail: string | undefined): string {
  return detail && detail !== text ? `${text}\n\n${detail}` : text;
}

/** The catalogue's text for an error, in the user's language; provider messages pass through.
 * A 401 gets the spec's unauthorized text (which depends on the build and on whose key was used),
 * followed by what the server said. */
export function describeChatError(event: ErrorEvent, context: ErrorContext): string {
  const t = i18next.getFixedT(null, 'errors');
  switch (event.code) {
    case 'unauthorized': {
      const text = context.desktop
        ? t('unauthorizedDesktop')
        : context.userKey
          ? t('unauthorizedWithKey')
          : t('unauthorizedNoKey');
      return event.message && event.message !== text ? `${text}\n\n${event.message}` : text;
    }
    case 'empty_response':
      return t('emptyResponse');
    case 'azure_incomplete':
      return t('azureIncomplete');
    case 'timeout':
      return t('timeout');
    case 'rate_limited':
      return withDetail(t('rateLimited'), event.message);
    case 'bad_image':
      return t('badImage');
    case 'image_unsupported':
      return t('imageUnsupported');
    case 'not_configured':
      return t('notConfigured');
    case 'content_policy':
      return withDetail(t('contentPolicy'), event.message);
    default:
      return event.message;
  }
}
