// Models: the defaults, the bounds of their parameters and their groups.

/** The model a new chat starts on: cheap and fast, and offered by the default provider. */
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
/** The Gemini model offered by default. */
export const DEFAULT_GOOGLE_MODEL = 'gemini-pro';
/** The model that draws, when a chat asks for a picture. */
export const DEFAULT_IMAGE_MODEL = 'dall-e-3';

/** The sort value of the first built-in model; each next one counts up, so the list keeps the
 * order the models are declared in. */
export const MODEL_SORT_COUNTER_START = 1000;
/** The sort value of the first model the custom-model list adds; each next one counts up from
 * there, apart from the built-in models' values. */
export const MODEL_SORT_OFFSET_START = -1000;

/** The range each model parameter is kept within, and the value taken when a stored one is not a
 * number. max_tokens reaches 512,000, above any offered model's output limit, so the clamp never
 * lowers a setting a model accepts; the others are the ranges OpenAI's API accepts
 * (https://platform.openai.com/docs/api-reference/chat/create). */
export const CLAMPS = {
  max_tokens: { min: 0, max: 512_000, fallback: 1024 },
  presence_penalty: { min: -2, max: 2, fallback: 0 },
  frequency_penalty: { min: -2, max: 2, fallback: 0 },
  temperature: { min: 0, max: 2, fallback: 1 },
  top_p: { min: 0, max: 1, fallback: 1 },
} as const;

/** The least max_tokens a vision preview model is sent: its default limit would cut an answer
 * about a picture short. */
export const VISION_PREVIEW_MIN_MAX_TOKENS = 4000;

/** A new chat's temperature: a little more focused than the providers' default of 1. */
export const DEFAULT_TEMPERATURE = 0.5;
/** A new chat's top_p: no nucleus cut, temperature alone shapes the answer. */
export const DEFAULT_TOP_P = 1;
/** A new chat's max_tokens: room for a long answer. */
export const DEFAULT_MAX_TOKENS = 4000;
/** How many recent messages a new chat sends as its context. */
export const DEFAULT_HISTORY_MESSAGE_COUNT = 4;
/** Estimated tokens since the last summary above which a chat is summarised. */
export const DEFAULT_COMPRESS_THRESHOLD = 1000;

/** The provider group of the "drawing model" category (绘画模型): its models answer with images. */
export const DRAWING_GROUP_INDEX = 4;

/** Model entries are grouped into six provider groups, index 0 to 5. */
export const MODEL_GROUP_COUNT = 6;

/** The server path the medical model's group points to: the model is served by the app's own
 * server, not by a provider the user configures. */
export const MEDICAL_MODEL_PATH = 'llm/medical-image-analysis-sse';
