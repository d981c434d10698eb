// Models' knowledge cut-offs, which the system prompt tells: the engine's, not the first screen's.

/** The knowledge cut-off the system prompt gives a model not listed in KNOWLEDGE_CUTOFFS. */
export const DEFAULT_KNOWLEDGE_CUTOFF = '2021-09';
/** The knowledge cut-off of each model that has a later one than the default, by model name. */
export const KNOWLEDGE_CUTOFFS: Readonly<Record<string, string>> = {
  'gpt-4-turbo': '2023-12',
  'gpt-4-turbo-2024-04-09': '2023-12',
  'gpt-4-turbo-preview': '2023-12',
  'gpt-4o': '2023-10',
  'gpt-4o-2024-05-13': '2023-10',
  'gpt-4o-2024-08-06': '2023-10',
  'gpt-4o-mini': '2023-10',
  'gpt-4o-mini-2024-07-18': '2023-10',
  'gpt-4-vision-preview': '2023-04',
  'gemini-pro': '2023-12',
  'gemini-pro-vision': '2023-12',
};
