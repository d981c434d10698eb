// Which models search the web themselves, so that a chat can let the model search instead of the
// app: OpenAI's search models on Chat Completions (`web_search_options`), Gemini 2 and later with
// the `google_search` tool, and the Claude models that take the `web_search_20250305` server tool.
// Names are compared in lower case; a model not matched is offered the app's search only.

import type { ProviderName } from '../schemas/model-config';

/** OpenAI's Chat Completions search models ("gpt-4o-search-preview", "gpt-5-search-api" …): the
 * only ones that take `web_search_options` there. */
const OPENAI_SEARCH_MODEL = /-search-(preview|api)\b/;
/** Gemini from 2.0 on grounds with `google_search` (1.5 had another tool); its image, speech,
 * embedding and live models do not answer in text with sources. */
const GEMINI_SEARCH_MODEL = /^gemini-(?!1\.)/;
const GEMINI_NOT_TEXT = /(image|tts|embedding|live|audio)/;
/** Claude 3.5 Sonnet (the October 2024 one), 3.5 Haiku, 3.7 Sonnet, and every Claude 4 or later. */
const CLAUDE_SEARCH_MODEL = /^claude-(3-5-sonnet-(latest|20241022)|3-5-haiku|3-7-sonnet|(sonnet|opus|haiku)-[4-9])/;

export function hasNativeSearch(provider: ProviderName, model: string): boolean {
  const name = model.trim().toLowerCase();
  switch (provider) {
    case 'OpenAI':
      return OPENAI_SEARCH_MODEL.test(name);
    case 'Google':
      return GEMINI_SEARCH_MODEL.test(name) && !GEMINI_NOT_TEXT.test(name);
    case 'Anthropic':
      return CLAUDE_SEARCH_MODEL.test(name);
    default:
      return false;
  }
}
