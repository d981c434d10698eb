import type { ReplyResources } from '../en/reply';
import type { LocaleShape } from '../../locale-shape';
import { engine } from './engine';
import { errors } from './errors';
import { markdown } from './markdown';
import { messages } from './messages';
import { voice } from './voice';

export const locale: LocaleShape<ReplyResources> = { markdown, messages, engine, errors, voice };
