import { describe, expect, it } from 'vitest';
import { costOf, customPrices, priceOf } from './prices';
import { applyCustomModels } from './custom';
import { builtinModels } from './builtin';

describe('prices', () => {
  it('finds a model by its family, the longest listed name first', () => {
    expect(priceOf('gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 });
    expect(priceOf('gpt-4o-2024-08-06')).toEqual({ input: 2.5, output: 10 });
    expect(priceOf('openai/GPT-4o')).toEqual({ input: 2.5, output: 10 });
    expect(priceOf('claude-3-5-sonnet-latest')).toEqual({ input: 3, output: 15 });
    expect(priceOf('qwen-max')).toBeUndefined();
  });

  it('costs usage in dollars, and only when both counts and the price are known', () => {
    expect(costOf('gpt-4o-mini', { promptTokens: 1_000_000, completionTokens: 1_000_000 })).toBeCloseTo(0.75);
    expect(costOf('gpt-4o', { promptTokens: 9, completionTokens: 12 })).toBeCloseTo(0.0001425);
    expect(costOf('gpt-4o', { promptTokens: 9 })).toBeUndefined();
    expect(costOf('hunyuan-pro', { promptTokens: 9, completionTokens: 12 })).toBeUndefined();
  });

  it('takes prices from the custom models list, which win over the table', () => {
    const prices = customPrices('+qwen-max@Alibaba=Qwen Max $1.6/6.4', '-gpt-4o,gpt-4o-mini $ 0.2 / 0.8,llama3:8b$0/0');
    expect(priceOf('qwen-max', prices)).toEqual({ input: 1.6, output: 6.4 });
    expect(priceOf('gpt-4o-mini-2024-07-18', prices)).toEqual({ input: 0.15, output: 0.6 });
    expect(priceOf('gpt-4o-mini', prices)).toEqual({ input: 0.2, output: 0.8 });
    expect(costOf('llama3:8b', { promptTokens: 5, completionTokens: 5 }, prices)).toBe(0);
    expect(costOf('qwen-max', { promptTokens: 1_000_000, completionTokens: 0 }, prices)).toBeCloseTo(1.6);
  });

  it('keeps the price out of the model’s name and display name', () => {
    const models = applyCustomModels(builtinModels(), '+my-model@OpenAI=Mine $1/2,other $3/4');
    expect(models.find((entry) => entry.name === 'my-model')).toMatchObject({ displayName: 'Mine' });
    expect(models.find((entry) => entry.name === 'other')?.displayName).toBeUndefined();
  });
});
