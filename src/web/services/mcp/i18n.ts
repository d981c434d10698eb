import i18next from 'i18next';
import type { mcpTools } from '../../i18n/resources/en/mcp-tools';
import { loadNamespace } from '../../i18n/setup';

type ResultKey = `result.${keyof (typeof mcpTools)['result']}`;

/** The strings of a call's result, before the first is wanted. */
export const loadMcpToolsText = () => loadNamespace('mcpTools');

/** A sentence about a call's result, in the reader's language. */
export function mcpResultText(key: ResultKey, options?: Record<string, unknown>): string {
  return i18next.getFixedT(null, 'mcpTools')(key, options);
}
