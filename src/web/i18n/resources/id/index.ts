import type { FirstScreenResources } from '../en';
import type { LocaleShape } from '../../locale-shape';
import { chat } from './chat';
import { exporter } from './export';
import { inputActions } from './input-actions';
import { session } from './session';
import { shell } from './shell';
import { toolkit } from './toolkit';

export const locale: LocaleShape<FirstScreenResources> = {
  shell,
  toolkit,
  chat,
  session,
  export: exporter,
  inputActions,
};
