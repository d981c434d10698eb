import i18next from 'i18next';
import type { Resources } from '../../i18n/resources/en';
import { loadNamespace } from '../../i18n/setup';
import { announce } from '../announcer';

type EngineKey = keyof Resources['engine'];

// The engine's words and the error catalogue come with a reply's strings: asked for as soon as the
// engine loads, they are there long before the first reply has anything to say.
void loadNamespace('engine');
void loadNamespace('errors');

/** Text of the engine's own messages, in the user's language. */
export function engineText(key: EngineKey, options?: Record<string, unknown>): string {
  return i18next.getFixedT(null, 'engine')(key, options);
}

/** Says one of the engine's sentences through the page's live region, once its strings are there
 * (the first reply can start before they have arrived). */
export async function announceEngineText(key: EngineKey, options: Record<string, unknown>): Promise<void> {
  await loadNamespace('engine');
  announce(engineText(key, options));
}
