export const images = {
  upload: 'Upload image',
  attachments: 'Attached images',
  /** Alt text of a thumbnail; the index counts from 1. */
  thumbnail: 'Image {{index}}',
  remove: 'Remove image {{index}}',
  processing: 'Processing image…',
  unavailable: 'Image unavailable',
  errors: {
    notImage: '"{{name}}" is not an image.',
    decode: 'The image "{{name}}" could not be read.',
    heic: 'The HEIC image "{{name}}" could not be converted to JPEG.',
    tooLarge: 'The image "{{name}}" could not be made small enough to send.',
    storage: 'The image "{{name}}" could not be saved.',
    missing: 'The image "{{name}}" is no longer stored.',
  },
};
