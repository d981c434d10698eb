import { describe, expect, it } from 'vitest';
import { isGpt4Family } from '../core/models/rules';
import { requestedModels } from './model-policy';

describe('DISABLE_GPT4 model policy', () => {
  it.each(['gpt-4', 'gpt-4-0613', 'gpt-4-turbo', 'gpt-4o', 'gpt-4o-2024-08-06', 'GPT-4o', 'gpt-4.1', 'chatgpt-4o-latest', 'o1', 'o1-mini', 'o3-mini'])('blocks %s', (model) => {
    expect(isGpt4Family(model)).toBe(true);
  });

  it.each(['gpt-4o-mini', 'gpt-4o-mini-2024-07-18', 'gpt-3.5-turbo', 'claude-3-opus', 'dall-e-3', 'omni-moderation'])('allows %s', (model) => {
    expect(isGpt4Family(model)).toBe(false);
  });

  it('reads the model from the body and the Azure deployment from the path', () => {
    expect(requestedModels('v1/chat/completions', '{"model":"gpt-4o"}')).toEqual(['gpt-4o']);
    expect(requestedModels('openai/deployments/gpt-4/chat/completions', '{}')).toEqual(['gpt-4']);
    expect(requestedModels('v1/chat/completions', 'not json')).toEqual([]);
    expect(requestedModels('v1/models', undefined)).toEqual([]);
  });
});
