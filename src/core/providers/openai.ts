// OpenAI itself: the base format, asking for the token counts at the end of a stream.

import { createOpenAICompatibleAdapter } from './openai-compatible';

export const OPENAI_CHAT_PATH = 'v1/chat/completions';

export const openaiAdapter = createOpenAICompatibleAdapter({
  id: 'openai',
  chatPath: () => OPENAI_CHAT_PATH,
  streamUsage: true,
  webSearchOptions: true,
});
