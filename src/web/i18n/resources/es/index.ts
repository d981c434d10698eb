import type { FirstScreenResources } from '../en';
import type { LocaleShape } from '../../locale-shape';
import { chat } from './chat';
import { common } from './common';
import { errors } from './errors';
import { exporter } from './export';
import { session } from './session';
import { shell } from './shell';
import { toolkit } from './toolkit';

export const locale: LocaleShape<FirstScreenResources> = {
  common,
  shell,
  errors,
  toolkit,
  chat,
  session,
  export: exporter,
};
