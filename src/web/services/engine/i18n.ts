import i18next from 'i18next';
import type { Resources } from '../../i18n/resources/en';

type EngineKey = keyof Resources['engine'];

/** Text of the engine's own messages, in the user's language. */
export function engineText(key: EngineKey, options?: Record<string, unknown>): string {
  return i18next.getFixedT(null, 'engine')(key, options);
}
