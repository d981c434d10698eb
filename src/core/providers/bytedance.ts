// ByteDance Doubao (Volcengine Ark): the OpenAI format under its own path.

import { createOpenAICompatibleAdapter } from './openai-compatible';

const BYTEDANCE_CHAT_PATH = 'api/v3/chat/completions';

export const bytedanceAdapter = createOpenAICompatibleAdapter({
  id: 'bytedance',
  chatPath: () => BYTEDANCE_CHAT_PATH,
  streamUsage: true,
});
