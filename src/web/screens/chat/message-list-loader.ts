import { withStrings } from '../../i18n/setup';

/** The conversation's list (the virtualiser, the rows and their toolbars) loads once a chat has a
 * message, or as its first is typed: a new user's empty chat never needs it before then. Its rows'
 * words come with it, not with the first screen. */
export const loadMessageList = () => withStrings(import('./MessageList'), 'messages');
