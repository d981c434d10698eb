import type { ReplyResources } from '../en/reply';
import type { LocaleShape } from '../../locale-shape';
import { branches } from './branches';
import { compare } from './compare';
import { engine } from './engine';
import { errors } from './errors';
import { knowledgeChat } from './knowledge-chat';
import { markdown } from './markdown';
import { messages } from './messages';
import { voice } from './voice';

export const locale: LocaleShape<ReplyResources> = { markdown, messages, engine, errors, knowledgeChat, branches, voice, compare };
