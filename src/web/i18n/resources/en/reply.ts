import { branches } from './branches';
import { compare } from './compare';
import { engine } from './engine';
import { errors } from './errors';
import { knowledgeChat } from './knowledge-chat';
import { markdown } from './markdown';
import { messages } from './messages';
import { voice } from './voice';

/** The strings of a reply: its formatting (code blocks, diagrams, artifacts, remote images) and
 * the chat engine's own words, loaded beside the Markdown renderer or the engine, whichever comes
 * first (i18n/setup.ts). */
export const locale = { markdown, messages, engine, errors, knowledgeChat, branches, voice, compare };
export type ReplyResources = typeof locale;
