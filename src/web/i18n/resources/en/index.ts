import { chat } from './chat';
import { common } from './common';
import { engine } from './engine';
import { exporter } from './export';
import { errors } from './errors';
import { images } from './images';
import { markdown } from './markdown';
import { masks } from './masks';
import { newChat } from './new-chat';
import { prompts } from './prompts';
import { search } from './search';
import { session } from './session';
import { settings } from './settings';
import { shell } from './shell';
import { toolkit } from './toolkit';

/** English is the reference: its shape is the type every other language must satisfy. */
export const en = { common, shell, errors, toolkit, settings, chat, newChat, markdown, engine, images, masks, prompts, search, session, export: exporter };
export type Resources = typeof en;
