// The chat engine's public entry: sending and retrying messages, stopping replies, titles,
// summaries, and the hook through which plugins and MCP servers supply tools. The pieces live in
// ./engine.

import { pending } from './engine/pending';
import { setToolRunnerProvider } from './engine/tool-runner';
import { sessionToolRunner } from './session-tools';

export { modelConfigOf } from '../stores/session-config';
export { retry, sendUserMessage, type SendOptions } from './engine/send';
export { askModels, type AskedModel } from './engine/ask-models';
export { regenerateTitle } from './engine/title';
export { summarizeSession, SummaryTooShortError, type SummarizeOptions } from './engine/summary';
export { setToolRunnerProvider, type ToolRunnerProvider } from './engine/tool-runner';
export type { ToolResult, ToolRunner } from '../../core/chat/tools';

// Registered where the engine loads, so the first screen carries none of it.
setToolRunnerProvider(sessionToolRunner);

/** Stops one reply; it keeps the text that had arrived and is not marked as an error. */
export const stop = (sessionId: string, messageId: string) => pending.stop(sessionId, messageId);
export const stopSession = (sessionId: string) => pending.stopSession(sessionId);
export const stopAll = () => pending.stopAll();
export const hasPendingRequests = () => pending.hasPending();
