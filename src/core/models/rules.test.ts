import { describe, expect, it } from 'vitest';
import { builtinModels } from './builtin';
import { isVisionModel, supportsTools } from './capabilities';
import { disableGpt4Models, isGpt4Family, isVisionPreviewModel, knowledgeCutoff } from './rules';

describe('isVisionModel', () => {
  it.each([
    'gpt-4-vision-preview',
    'gemini-pro-vision',
    'hunyuan-vision',
    'claude-3-opus-20240229',
    'claude-3-5-sonnet-20240620',
    'gemini-1.5-pro',
    'gemini-1.5-pro-latest',
    'gemini-1.5-flash',
    'gemini-1.5-flash-latest',
    'gpt-4o',
    'gpt-4o-2024-08-06',
    'gpt-4o-mini',
    'gpt-4-turbo',
    'gpt-4-turbo-2024-04-09',
    'GPT-4o',
  ])('%s sees images', (name) => {
    expect(isVisionModel(name)).toBe(true);
  });

  it.each([
    'gpt-4-turbo-preview',
    'gpt-4-turbo-2024-preview',
    'gpt-4',
    'gpt-4-1106-preview',
    'gpt-3.5-turbo',
    'gemini-pro',
    'gemini-1.0-pro',
    'claude-2.1',
    'qwen-vl-plus',
    'dall-e-3',
    'ernie-4.0-8k',
  ])('%s does not', (name) => {
    expect(isVisionModel(name)).toBe(false);
  });
});

describe('isVisionPreviewModel', () => {
  it('is true only for vision previews', () => {
    expect(isVisionPreviewModel('gpt-4-vision-preview')).toBe(true);
    expect(isVisionPreviewModel('gpt-4-turbo-preview')).toBe(false);
    expect(isVisionPreviewModel('gemini-pro-vision')).toBe(false);
  });
});

describe('knowledgeCutoff', () => {
  it.each([
    ['gpt-4-turbo', '2023-12'],
    ['gpt-4-turbo-2024-04-09', '2023-12'],
    ['gpt-4-turbo-preview', '2023-12'],
    ['gpt-4o', '2023-10'],
    ['gpt-4o-2024-11-20', '2023-10'],
    ['gpt-4o-mini', '2023-10'],
    ['gpt-4o-mini-2024-07-18', '2023-10'],
    ['gpt-4-vision-preview', '2023-04'],
    ['gemini-pro', '2023-12'],
    ['gemini-pro-vision', '2023-12'],
    ['GPT-4o', '2023-10'],
    ['gpt-4', '2021-09'],
    ['gpt-3.5-turbo', '2021-09'],
    ['gpt-4o1', '2021-09'],
    ['claude-3-opus-20240229', '2021-09'],
    ['', '2021-09'],
  ])('%s → %s', (model, cutoff) => {
    expect(knowledgeCutoff(model)).toBe(cutoff);
  });
});

describe('isGpt4Family', () => {
  it.each(['gpt-4', 'gpt-4-32k', 'gpt-4-turbo', 'gpt-4o', 'gpt-4o-2024-08-06', 'gpt-4-vision-preview', 'chatgpt-4o-latest', 'o1-preview', 'o3-mini', ' GPT-4 '])(
    '%s is blocked by DISABLE_GPT4',
    (name) => {
      expect(isGpt4Family(name)).toBe(true);
    },
  );
  it.each(['gpt-4o-mini', 'gpt-4o-mini-2024-07-18', 'gpt-3.5-turbo', 'dall-e-3', 'claude-3-opus-20240229', 'qwen-max'])(
    '%s is not',
    (name) => {
      expect(isGpt4Family(name)).toBe(false);
    },
  );

  it('disableGpt4Models makes the family unavailable, keeps the rest and does not touch the input', () => {
    const table = builtinModels();
    const result = disableGpt4Models(table);
    expect(result.filter((m) => m.available && isGpt4Family(m.name))).toEqual([]);
    expect(result.find((m) => m.name === 'gpt-4o-mini')?.available).toBe(true);
    expect(result.find((m) => m.name === 'qwen-plus')?.available).toBe(true);
    expect(table.every((m) => m.available)).toBe(true);
  });
});

describe('supportsTools', () => {
  it('offers tools to the families that take them through our adapters', () => {
    for (const name of ['gpt-4o-mini', 'gpt-4o', 'GPT-4-turbo', 'gpt-3.5-turbo', 'claude-3-5-sonnet-latest', 'gemini-1.5-pro', 'qwen-plus', 'moonshot-v1-8k', 'ernie-4.0-8k', 'hunyuan-turbo']) {
      expect(supportsTools(name)).toBe(true);
    }
  });

  it('offers none to image models, vision previews and unknown models', () => {
    for (const name of ['dall-e-3', 'gpt-image-1', 'gpt-4-vision-preview', 'medical-image-analysis', 'llama3', 'gemini-pro']) expect(supportsTools(name)).toBe(false);
  });
});
