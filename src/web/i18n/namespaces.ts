import type { Resources } from './resources/en';

/** The tables a language's strings are split into, each a file of resources/<language>/ loaded in
 * one piece when the first of its namespaces is wanted, in whatever language is in use:
 * - the first screen's, before the app is drawn;
 * - a reply's (its formatting, the engine's own words, the conversation's rows), beside the
 *   Markdown renderer, the chat engine or the message list, whichever comes first;
 * - the other screens' and dialogs' (and the words they share, `common`), when the first of them
 *   opens.
 * A table arrives in one piece, and every namespace in it is ready from then on (i18n/setup.ts). */
export const TABLE_FILES = { 'first screen': 'index', reply: 'reply', 'its screen': 'screens' } as const;
export type Table = keyof typeof TABLE_FILES;

/** Which table each namespace is in. A namespace missing here is a compile error;
 * completeness.test.ts checks every folder agrees. */
const LOADS_WITH: Record<keyof Resources, Table> = {
  shell: 'first screen',
  toolkit: 'first screen',
  chat: 'first screen',
  session: 'first screen',
  export: 'first screen',
  inputActions: 'first screen',
  markdown: 'reply',
  messages: 'reply',
  engine: 'reply',
  errors: 'reply',
  knowledgeChat: 'reply',
  branches: 'reply',
  voice: 'reply',
  compare: 'reply',
  common: 'its screen',
  newChat: 'its screen',
  masks: 'its screen',
  mcp: 'its screen',
  search: 'its screen',
  settingsPage: 'its screen',
  settings: 'its screen',
  sessionMenu: 'its screen',
  dialogs: 'its screen',
  shortcuts: 'its screen',
  images: 'its screen',
  prompts: 'its screen',
  plugins: 'its screen',
  exportDialog: 'its screen',
  viewer: 'its screen',
  sd: 'its screen',
  modelPicker: 'its screen',
  discovery: 'its screen',
  reorder: 'its screen',
  mcpTools: 'its screen',
  mcpOauth: 'its screen',
  webSearch: 'its screen',
  knowledge: 'its screen',
  knowledgeSync: 'its screen',
  realtime: 'its screen',
};

export type Namespace = keyof Resources;

export const ALL_NAMESPACES: readonly Namespace[] = Object.keys(LOADS_WITH) as Namespace[];

export const namespacesOf = (table: Table): readonly Namespace[] => ALL_NAMESPACES.filter((name) => LOADS_WITH[name] === table);

export const FIRST_SCREEN_NAMESPACES = namespacesOf('first screen');

/** The file of resources/<language>/ that holds `namespace`. */
export const tableFileOf = (namespace: Namespace): string => TABLE_FILES[LOADS_WITH[namespace]];
