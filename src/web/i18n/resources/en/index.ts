import { chat } from './chat';
import { common } from './common';
import { engine } from './engine';
import { exporter } from './export';
import { errors } from './errors';
import { images } from './images';
import { markdown } from './markdown';
import { prompts } from './prompts';
import { session } from './session';
import { settings } from './settings';
import { shell } from './shell';
import { toolkit } from './toolkit';

/** English is the reference: its shape is the type every other language must satisfy. */
export const en = { common, shell, errors, toolkit, settings, chat, markdown, engine, images, prompts, session, export: exporter };
export type Resources = typeof en;
