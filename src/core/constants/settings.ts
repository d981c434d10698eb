// The user's settings: their defaults, the version and usage checks, and the versions of the stored records.

/** The newest version is asked for at most this often (2 h): releases are rare, and the check
 * must not cost a request per page load. */
export const VERSION_RECHECK_MS = 7_200_000;
/** The account's usage is asked for at most this often (1 min), however often the settings open. */
export const USAGE_RECHECK_MS = 60_000;

/** The default avatar, an emoji by its code point (😃). */
export const DEFAULT_AVATAR = '1f603';
/** The default font size of the chat, in pixels. */
export const DEFAULT_FONT_SIZE = 14;
/** The key combinations a user may choose to send a message with. */
export const SUBMIT_KEYS = ['Enter', 'Ctrl+Enter', 'Shift+Enter', 'Alt+Enter', 'Meta+Enter'] as const;
export type SubmitKey = (typeof SUBMIT_KEYS)[number];
/** Enter sends by default. */
export const DEFAULT_SUBMIT_KEY: SubmitKey = 'Enter';
/** The themes: auto follows the system's. */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** The default theme follows the system's. */
export const DEFAULT_THEME: Theme = 'auto';

/** The version a plugin gets when its definition gives none. */
export const DEFAULT_PLUGIN_VERSION = '1.0.0';

/** The version each stored record is written with; a record read with an older one is migrated
 * first, so that backups and other clients' data of earlier versions still load. */
export const STORE_VERSIONS = {
  config: 3.9,
  chat: 3.1,
  access: 2,
  mask: 3.1,
  prompt: 3,
  sync: 1.2,
  plugin: 1,
  sd: 1,
  mcp: 1,
} as const;
export type StoreName = keyof typeof STORE_VERSIONS;
