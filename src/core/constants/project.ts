// The project's own addresses, shared conversations and the artifact preview frame.

/** Where a crash report is filed: the error screen links a new issue there. */
export const ISSUE_TRACKER_URL = 'https://github.com/polychat-app/polychat/issues';

/** The project's home page, linked from the footer of a shared chat's page. */
export const PROJECT_URL = 'https://github.com/polychat-app/polychat';

/** The line earlier versions appended to a share as a last "gpt" item. The product's name is the
 * page's footer now, never a message; shares made before still end with this line, and it is
 * recognised by these exact words so it is neither shown as a message nor counted as one. */
export const LEGACY_SHARE_PROMO_LINE = `Shared from [PolyChat](${PROJECT_URL}), an open-source multi-provider AI chat client.`;

/** The most messages one share (POST /api/share) holds: a long conversation fits, but the route
 * cannot be used to park large files on the administrator's sharing service. */
export const SHARE_MAX_ITEMS = 5000;
/** The longest text of one shared message, in characters, for the same reason. */
export const SHARE_MAX_VALUE_CHARS = 200_000;

/** The largest shared conversation, 5 MB: also the most our own store keeps of one. */
export const SHARE_MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The document an artifact preview runs in (public/artifact-frame.html): the server gives it a
 * sandbox policy of its own, so the artifact's inline scripts run outside the app's origin. */
export const ARTIFACT_FRAME_PATH = 'artifact-frame.html';
