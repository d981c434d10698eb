import type { Resources } from './en';
import type { exportDialog } from './en/export-dialog';
import type { masks } from './en/masks';
import type { newChat } from './en/new-chat';
import type { search } from './en/search';
import type { plugins } from './en/plugins';
import type { sd } from './en/sd';
import type { settingsPage } from './en/settings-page';
import type { viewer } from './en/viewer';

/** Every namespace: the first screen's (Resources, bundled in English) and those English loads with
 * the screen that needs them. Another language arrives whole, in one piece, when it is chosen. */
export type AllResources = Resources & {
  settingsPage: typeof settingsPage;
  plugins: typeof plugins;
  exportDialog: typeof exportDialog;
  viewer: typeof viewer;
  sd: typeof sd;
  masks: typeof masks;
  search: typeof search;
  newChat: typeof newChat;
};
