import type { AllResources } from '../all';
import type { LocaleShape } from '../../locale-shape';
import { chat } from './chat';
import { common } from './common';
import { engine } from './engine';
import { exporter } from './export';
import { errors } from './errors';
import { exportDialog } from './export-dialog';
import { images } from './images';
import { markdown } from './markdown';
import { masks } from './masks';
import { newChat } from './new-chat';
import { plugins } from './plugins';
import { prompts } from './prompts';
import { sd } from './sd';
import { search } from './search';
import { session } from './session';
import { settings } from './settings';
import { settingsPage } from './settings-page';
import { shell } from './shell';
import { toolkit } from './toolkit';
import { viewer } from './viewer';

export const locale: LocaleShape<AllResources> = {
  common,
  shell,
  errors,
  toolkit,
  settings,
  chat,
  newChat,
  markdown,
  engine,
  images,
  masks,
  prompts,
  search,
  session,
  export: exporter,
  settingsPage,
  plugins,
  exportDialog,
  viewer,
  sd,
};
