// What goes back to the model from a plugin call. A plugin may answer with a whole web page or a
// megabyte of JSON; sent back as it is, that would fill the model's context and the stored message.

import type { ToolResult } from '../chat/tools';

/** About 5,000 tokens: ample for the answers tools are made for (a forecast, a search page), small
 * next to every provider's context window. */
export const PLUGIN_RESULT_MAX_CHARS = 20_000;

/** Enough bytes for PLUGIN_RESULT_MAX_CHARS characters of any script (UTF-8 needs at most 4 a
 * character), and one more to know the answer was longer; the rest is never read. */
export const PLUGIN_RESPONSE_READ_MAX_BYTES = PLUGIN_RESULT_MAX_CHARS * 4 + 1;

/** The status and body text of a plugin's answer. A longer body is cut to PLUGIN_RESULT_MAX_CHARS
 * and `cutNote` is added, so neither the model nor the reader takes the part for the whole. */
export function pluginResult(status: number, text: string, truncated: boolean, cutNote: (shown: number) => string): ToolResult {
  if (!truncated && text.length <= PLUGIN_RESULT_MAX_CHARS) return { status, content: text };
  let shown = text.slice(0, PLUGIN_RESULT_MAX_CHARS);
  // Never end on half of a surrogate pair (an emoji, a rare CJK character).
  if (/[\uD800-\uDBFF]$/.test(shown)) shown = shown.slice(0, -1);
  return { status, content: `${shown}\n${cutNote(shown.length)}` };
}
