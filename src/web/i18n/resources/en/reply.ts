import { markdown } from './markdown';

/** The strings a formatted reply needs (code blocks, diagrams, artifacts, remote images), loaded
 * beside the Markdown renderer when the first reply is drawn (i18n/setup.ts). */
export const locale = { markdown };
export type ReplyResources = typeof locale;
