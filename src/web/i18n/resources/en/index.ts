import { chat } from './chat';
import { common } from './common';
import { errors } from './errors';
import { settings } from './settings';
import { shell } from './shell';
import { toolkit } from './toolkit';

/** English is the reference: its shape is the type every other language must satisfy. */
export const en = { common, shell, errors, toolkit, settings, chat };
export type Resources = typeof en;
