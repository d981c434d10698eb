
import { common } from './common';
import { dialogs } from './dialogs';
import { discovery } from './discovery';
import { exportDialog } from './export-dialog';
import { images } from './images';
import { knowledge } from './knowledge';
import { knowledgeSync } from './knowledge-sync';
import { masks } from './masks';
import { mcp } from './mcp';
import { mcpTools } from './mcp-tools';
import { mcpOauth } from './mcp-oauth';
import { modelPicker } from './model-picker';
import { newChat } from './new-chat';
import { plugins } from './plugins';
import { prompts } from './prompts';
import { realtime } from './realtime';
import { reorder } from './reorder';
import { sd } from './sd';
import { search } from './search';
import { settings } from './settings';
import { sessionMenu } from './session-menu';
import { settingsPage } from './settings-page';
import { shortcuts } from './shortcuts';
import { viewer } from './viewer';
import { webSearch } from './web-search';

/** The strings of the screens and dialogs beyond the first, loaded in one piece when the first of
 * them opens (i18n/setup.ts). */
export const locale = {
  common,
  newChat,
  images,
  masks,
  mcp,
  search,
  sessionMenu,
  settingsPage,
  shortcuts,
  settings,
  prompts,
  plugins,
  exportDialog,
  dialogs,
  viewer,
  sd,
  modelPicker,
  discovery,
  reorder,
  mcpTools,
  mcpOauth,
  webSearch,
  knowledge,
  knowledgeSync,
  realtime,
};
export type ScreenResources = typeof locale;
