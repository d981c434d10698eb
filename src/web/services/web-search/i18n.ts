import i18next from 'i18next';
import type { webSearch } from '../../i18n/resources/en/web-search';
import { loadNamespace } from '../../i18n/setup';

type Key = 'tool.searching' | 'tool.found' | 'tool.read' | 'tool.badArguments' | `failure.${keyof (typeof webSearch)['failure']}`;

/** The strings of a search's progress and failures, before the first is wanted. */
export const loadWebSearchText = () => loadNamespace('webSearch');

/** A sentence about a search, in the reader's language, kept with the message it is about. */
export function webSearchText(key: Key, options?: Record<string, unknown>): string {
  return i18next.getFixedT(null, 'webSearch')(key, options);
}
