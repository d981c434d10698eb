// What Stability's API takes: only the image generation screen uses these, so they are apart from
// images.ts, which a new chat's defaults bring to the first screen.

/** The style presets Stability's Stable Image API takes, in the order the panel offers them
 * (https://platform.stability.ai/docs/api-reference). */
export const STABLE_DIFFUSION_STYLES = [
  '3d-model',
  'analog-film',
  'anime',
  'cinematic',
  'comic-book',
  'digital-art',
  'enhance',
  'fantasy-art',
  'isometric',
  'line-art',
  'low-poly',
  'modeling-compound',
  'neon-punk',
  'origami',
  'photographic',
  'pixel-art',
  'tile-texture',
] as const;

/** Stability v2beta's models (https://platform.stability.ai/docs/api-reference); the first is the default. */
export const SD_MODELS = ['core', 'ultra', 'sd3'] as const;
/** The aspect ratios Stability accepts; the first is its default. */
export const SD_ASPECT_RATIOS = ['1:1', '16:9', '21:9', '2:3', '3:2', '4:5', '5:4', '9:16', '9:21'] as const;
/** The output formats Stability writes; the first is its default. */
export const SD_OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const;

/** The output formats of sd3, which writes no webp. */
export const SD3_OUTPUT_FORMATS = ['png', 'jpeg'] as const;
/** The sd3 model versions; the first is the default. */
export const SD3_MODEL_VERSIONS = ['sd3.5-large', 'sd3.5-large-turbo', 'sd3.5-medium'] as const;

/** The longest prompt (and negative prompt) Stability accepts, in characters. */
export const SD_PROMPT_MAX_LENGTH = 10_000;
