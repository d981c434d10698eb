import { describe, expect, it } from 'vitest';
import { DRAWING_GROUP_INDEX } from '../constants/models';
import { isImageModel, isImageModelName } from './image-models';

describe('image models', () => {
  it('knows OpenAI image models by name, whatever the case or snapshot', () => {
    for (const name of ['dall-e-3', 'dall-e-2', 'DALL-E-3', ' gpt-image-1', 'gpt-image-1-2025-04-15']) expect(isImageModelName(name)).toBe(true);
    for (const name of ['gpt-4o', 'gpt-4o-mini', 'my-dall-e-3', 'claude-3-5-sonnet']) expect(isImageModelName(name)).toBe(false);
  });

  it('takes every model of the drawing group as an image model, whatever its name', () => {
    expect(isImageModel({ model: 'company-painter', group: DRAWING_GROUP_INDEX })).toBe(true);
    expect(isImageModel({ model: 'gpt-4o-mini', group: 3 })).toBe(false);
    expect(isImageModel({ model: 'dall-e-3', group: undefined })).toBe(true);
  });
});
