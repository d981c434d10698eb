import type { Resources } from './resources/en';

/** When each namespace's strings load, in whatever language is in use: with the first screen
 * (resources/<language>/index.ts, before the app is drawn), or with the first screen or dialog
 * beyond it that opens (resources/<language>/screens.ts, asked for by its useTranslation). A namespace
 * missing here is a compile error; completeness.test.ts checks every folder agrees. */
const LOADS_WITH: Record<keyof Resources, 'first screen' | 'its screen'> = {
  common: 'first screen',
  shell: 'first screen',
  errors: 'first screen',
  toolkit: 'first screen',
  chat: 'first screen',
  markdown: 'first screen',
  engine: 'first screen',
  images: 'first screen',
  session: 'first screen',
  export: 'first screen',
  newChat: 'its screen',
  masks: 'its screen',
  search: 'its screen',
  settingsPage: 'its screen',
  settings: 'its screen',
  prompts: 'its screen',
  plugins: 'its screen',
  exportDialog: 'its screen',
  viewer: 'its screen',
  sd: 'its screen',
};

export type Namespace = keyof Resources;

export const FIRST_SCREEN_NAMESPACES: readonly Namespace[] = (Object.keys(LOADS_WITH) as Namespace[]).filter((name) => LOADS_WITH[name] === 'first screen');

export const ALL_NAMESPACES: readonly Namespace[] = Object.keys(LOADS_WITH) as Namespace[];
