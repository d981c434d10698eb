// What the input needs to know of a model as it is chosen: whether it takes pictures and whether it
// calls tools. Apart from the other rules on names (rules.ts) so that the first screen carries these
// two and not the tables the engine and the server use. Names are compared in lower case, as there.

/** Names that mark a model that accepts images. gpt-4o also covers gpt-4o-mini; claude-3 covers
 * the 3.5 family ("claude-3-5-…"). */
const VISION_MARKERS = ['vision', 'claude-3', 'gemini-1.5-pro', 'gemini-1.5-flash', 'gpt-4o', 'gpt-4o-mini'];

/** Whether the model accepts images: a name containing one of the markers, or gpt-4-turbo unless
 * a "preview" follows it (gpt-4-turbo-preview is text only). */
export function isVisionModel(name: string): boolean {
  const model = name.toLowerCase();
  if (VISION_MARKERS.some((marker) => model.includes(marker))) return true;
  const turbo = model.indexOf('gpt-4-turbo');
  return turbo !== -1 && !model.slice(turbo).includes('preview');
}

/** Families that take tools (function calling) through our adapters. Conservative: a model not
 * listed gets no tools rather than an error from its provider. Image models never do. */
const TOOL_MODEL_PREFIXES = [
  'gpt-4',
  'gpt-3.5-turbo',
  'gpt-5',
  'o1',
  'o3',
  'o4',
  'chatgpt-4o',
  'claude-3',
  'claude-sonnet',
  'claude-opus',
  'claude-haiku',
  'gemini-1.5',
  'gemini-2',
  'qwen',
  'moonshot',
  'kimi',
  'doubao',
  'ernie-4',
  'ernie-3.5',
  'hunyuan',
  'glm-4',
  'deepseek',
];

export function supportsTools(name: string): boolean {
  const model = name.trim().toLowerCase();
  if (/^(dall-e|gpt-image)/.test(model) || model.includes('vision-preview')) return false;
  return TOOL_MODEL_PREFIXES.some((prefix) => model.startsWith(prefix));
}
