// Which models draw instead of chat: their calls go to the image-generation endpoint and their
// replies are pictures.

import { DRAWING_GROUP_INDEX } from '../constants/models';
import type { ModelConfig } from '../types';

/** OpenAI's image models by name: dall-e-2, dall-e-3, gpt-image-1 and their dated snapshots. */
export function isImageModelName(name: string): boolean {
  return /^(dall-e|gpt-image)/i.test(name.trim());
}

/** An image model by name, or any model picked from the drawing category's provider group. */
export function isImageModel(config: Pick<ModelConfig, 'model' | 'group'>): boolean {
  return config.group === DRAWING_GROUP_INDEX || isImageModelName(config.model);
}
