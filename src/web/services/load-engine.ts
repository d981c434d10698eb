import { withStrings } from '../i18n/setup';

/** The chat engine pulls in every provider adapter and the stream reader: it loads with the first
 * message, not with the first screen. Its error catalogue comes with it, fetched side by side: an
 * error it finds before anything is sent (a half-filled setup, a chat too short to summarise) is
 * told at once, in words. */
export const loadEngine = () => withStrings(import('./chat-engine'), 'errors');
