/** The conversation's list (the virtualiser, the rows and their toolbars) loads once a chat has a
 * message, or as its first is typed: a new user's empty chat never needs it before then. */
export const loadMessageList = () => import('./MessageList');
