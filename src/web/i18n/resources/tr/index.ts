import type { FirstScreenResources } from '../en';
import type { LocaleShape } from '../../locale-shape';
import { chat } from './chat';
import { common } from './common';
import { engine } from './engine';
import { errors } from './errors';
import { exporter } from './export';
import { images } from './images';
import { markdown } from './markdown';
import { session } from './session';
import { shell } from './shell';
import { toolkit } from './toolkit';

export const locale: LocaleShape<FirstScreenResources> = {
  common,
  shell,
  errors,
  toolkit,
  chat,
  markdown,
  engine,
  images,
  session,
  export: exporter,
};
