import { describe, expect, it } from 'vitest';
import { costOf, priceOf } from './prices';

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
});
