// Which files the image pipeline accepts. Kept apart from the decoder so the composer can filter
// pasted and dropped files without loading it.

const HEIC_TYPE = /^image\/hei[cf](-sequence)?$/i;
const HEIC_NAME = /\.(heic|heif)$/i;
// Files dropped from some systems arrive without a type; their name still tells.
const IMAGE_NAME = /\.(jpe?g|png|gif|webp|avif|bmp|svg|ico)$/i;

/** The `accept` of the file input: browsers that do not map HEIC to image/* still offer it. */
export const IMAGE_FILE_ACCEPT = 'image/*,.heic,.heif';

export function isHeicFile(file: File): boolean {
  return HEIC_TYPE.test(file.type) || HEIC_NAME.test(file.name);
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/') || isHeicFile(file) || (!file.type && IMAGE_NAME.test(file.name));
}
