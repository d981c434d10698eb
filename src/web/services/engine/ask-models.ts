// "Ask several models": one question, answered by two to four models at once. The question is one
// message; each model's answer is a sibling under it (a version, as an answer asked again is),
// streamed by the same engine as any reply. Each stream ends on its own: a model that fails shows
// its error in its own answer and leaves the others going; Stop stops them all (they are the
// session's pending replies).

import { comparable } from '../../../core/chat/compare';
import { applyInputTemplate } from '../../../core/chat/template';
import type { ChatMessage, ModelConfig } from '../../../core/types';
import { useChatStore } from '../../stores/chat-store';
import { newId } from '../../stores/ids';
import { modelConfigOf } from '../../stores/session-config';
import { serverConfigApplied } from '../server-config-ready';
import { templateVariables } from './model-config';
import { considerFollowUps, fillReply, newReply, userContent } from './send';

/** A model as the model picker names it: which model, through which provider or provider group. */
export type AskedModel = Pick<ModelConfig, 'model' | 'providerName' | 'group'>;

/** Asks `text` (and images) of every model in `models` at once. Resolves once every answer has
 * finished, and the title and summary that follow a chat's answer have settled (once, when at least
 * one answer came). */
export async function askModels(sessionId: string, text: string, models: readonly AskedModel[], options: { images?: string[] } = {}): Promise<void> {
  if (!comparable(models.length)) return;
  await serverConfigApplied();
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (!session) return;
  const images = options.images ?? [];
  const base = modelConfigOf(session);
  const question: ChatMessage = {
    id: newId(),
    date: Date.now(),
    role: 'user',
    content: userContent(applyInputTemplate(base.template, templateVariables(base, text)), images),
  };
  // Every other setting of the chat (temperature, context, plugins) holds for each model alike.
  const configs = models.map(({ model, providerName, group }): ModelConfig => ({ ...base, model, providerName, group }));
  const replies = configs.map((config) => newReply(question, config, { compared: true }));
  // Added in one write, so the question and its answers arrive together in other tabs and devices.
  await chat.appendMessages(sessionId, [question, ...replies]);
  const answered = await Promise.allSettled(
    replies.map((reply, index) => fillReply({ session, question, text, config: configs[index] as ModelConfig, reply })),
  );
  if (answered.some((result) => result.status === 'fulfilled' && result.value)) await considerFollowUps(sessionId);
}
