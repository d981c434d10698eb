// Moonshot (Kimi): the OpenAI format; its usage inside choices[0] is read by the base parser.

import { createOpenAICompatibleAdapter } from './openai-compatible';
import { OPENAI_CHAT_PATH } from './openai';

export const moonshotAdapter = createOpenAICompatibleAdapter({
  id: 'moonshot',
  chatPath: () => OPENAI_CHAT_PATH,
});
