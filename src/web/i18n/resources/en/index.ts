import { chat } from './chat';
import { exporter } from './export';
import { inputActions } from './input-actions';
import { session } from './session';
import { shell } from './shell';
import { toolkit } from './toolkit';
import type { ReplyResources } from './reply';
import type { ScreenResources } from './screens';

/** English is the reference: its shape is the type every other language must satisfy. These are
 * the first screen's strings, loaded in one piece before the app is drawn (i18n/setup.ts). */
export const locale = {
  shell,
  toolkit,
  chat,
  session,
  export: exporter,
  inputActions,
};
export type FirstScreenResources = typeof locale;
export type Resources = FirstScreenResources & ReplyResources & ScreenResources;
