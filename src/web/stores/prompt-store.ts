// User prompts, one record each, plus the counter of part 2 section 3. Built-in prompts come from
// public/prompts.json and are not stored.

import { promptStateSchema, storedPromptSchema, type PromptState, type StoredPrompt } from '../../core/schemas';
import { newId } from './ids';
import { migratePrompts } from './migrations';
import { createRecordStore } from './record-store';

export interface PromptActions {
  add: (prompt: { title: string; content: string }) => StoredPrompt;
}

export const usePromptStore = createRecordStore(
  {
    store: 'prompt',
    table: 'prompts',
    kind: 'prompt',
    schema: storedPromptSchema,
    migrateAll: migratePrompts,
    extra: (): PromptState => ({ counter: 0 }),
    extraSchema: promptStateSchema,
  },
  ({ get, setExtra }): PromptActions => ({
    add: ({ title, content }) => {
      const prompt = get().put({ id: newId(), title, content, createdAt: Date.now(), isUser: true });
      setExtra({ counter: get().counter + 1 });
      return prompt;
    },
  }),
);
