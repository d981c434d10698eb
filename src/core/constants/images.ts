// Images: resizing a picture for sending, and the values of image generation (DALL·E, Stable Diffusion).

/** A picture sent to a model is made smaller until its data URL is shorter than this (256 KiB of
 * text): larger ones make the request slow and some providers refuse them. */
export const IMAGE_MAX_DATA_URL_LENGTH = 262_144;
/** The JPEG quality the resize starts at. */
export const IMAGE_JPEG_QUALITY_START = 0.9;
/** How much the JPEG quality drops each step while the picture is still too large. */
export const IMAGE_JPEG_QUALITY_STEP = 0.1;
/** The JPEG quality the resize stops lowering at; below it the dimensions shrink instead, as less
 * quality would cost more detail than fewer pixels. */
export const IMAGE_JPEG_QUALITY_MIN = 0.5;

/** Each shrinking step keeps this share of the width and height (10% less). */
export const IMAGE_SHRINK_FACTOR = 0.9;

/** A new chat's image size: the one every DALL·E 3 size list starts with. */
export const DEFAULT_IMAGE_SIZE = '1024x1024';
/** A new chat's image quality: standard, cheaper than hd. */
export const DEFAULT_IMAGE_QUALITY = 'standard';
/** A new chat's image style. */
export const DEFAULT_IMAGE_STYLE = 'vivid';
/** How many pictures one request asks for: DALL·E 3 draws one at a time. */
export const DEFAULT_IMAGE_COUNT = 1;

/** The sizes DALL·E 3 accepts (https://platform.openai.com/docs/api-reference/images/create). */
export const IMAGE_SIZES = ['1024x1024', '1792x1024', '1024x1792'] as const;
/** The qualities DALL·E 3 accepts. */
export const IMAGE_QUALITIES = ['standard', 'hd'] as const;
/** The styles DALL·E 3 accepts. */
export const IMAGE_STYLES = ['vivid', 'natural'] as const;
