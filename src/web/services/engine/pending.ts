import { PendingRequests } from '../../../core/chat/pending-requests';

/** The open replies of every session, by (session, reply id), for the stop buttons. Title and
 * summary requests are not here: stopping a reply must not throw away the session's memory. */
export const pending = new PendingRequests();
