// Streams one reply from the model into the store, running the tools it asks for in between:
// "When the model requests tools, each is run and its result is sent back as a tool message ...
// The request restarts 60 ms after the results are appended."

import { MAX_TOOL_ROUNDS, runToolCall, toolEntry, toolExchangeMessages, type ToolRunner } from '../../../core/chat/tools';
import { TOOL_CALL_RESTART_DELAY_MS } from '../../../core/constants/chat';
import { createChatAccumulator } from '../../../core/stream/accumulate';
import { errorEventOf, isAbortError } from '../../../core/stream/error-event';
import type { ChatMessage, MessageTool, ModelConfig, ToolCall } from '../../../core/types';
import { engineText } from './i18n';
import { callModel } from './call-model';
import { pending } from './pending';
import { createReplyWriter, type ReplyWriter } from './reply-writer';
import type { ReplyWeb } from '../web-search/reply-web';

export interface StreamReplyInput {
  sessionId: string;
  replyId: string;
  messages: ChatMessage[];
  config: ModelConfig;
  runner?: ToolRunner;
  /** The reply searches the web: first, and for the sources it keeps. */
  web?: ReplyWeb;
}

/** Resolves after the delay, or at once when the reply is stopped. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** One request: text and reasoning go to the reply as they come; tool calls are assembled. */
async function streamRound(input: StreamReplyInput, messages: ChatMessage[], writer: ReplyWriter, signal: AbortSignal) {
  const native = input.web?.native;
  const call = callModel({ config: input.config, messages, stream: true, tools: input.runner?.definitions, signal, ...(native ? { nativeSearch: true } : {}) });
  const accumulator = createChatAccumulator();
  // Text of later rounds starts a new paragraph, so the answer does not run into what the
  // model said before calling its tools.
  let separator = writer.text() === '' ? '' : '\n\n';
  for await (const event of call.events) {
    accumulator.push(event);
    if (event.type === 'text') {
      writer.pushText(separator + event.text);
      separator = '';
    } else if (event.type === 'reasoning') writer.pushReasoning(event.text);
    else if (event.type === 'web-source') native?.add(event);
    else if (event.type === 'error') {
      const { text, detail } = call.describe(event);
      writer.addError(text, event.code, detail);
    }
  }
  return accumulator.result();
}

/** Runs one round's calls side by side; the reply shows each call at once and its result as it
 * comes, after the calls of earlier rounds. */
async function runTools(runner: ToolRunner, earlier: MessageTool[], round: ToolCall[], writer: ReplyWriter, signal: AbortSignal) {
  const entries = [...earlier, ...round.map((call) => toolEntry(call))];
  writer.setTools(entries);
  const outcomes = await Promise.all(
    round.map(async (call, position) => {
      const outcome = await runToolCall(runner, call, signal);
      // By position, not id: Gemini's calls get ids from their index, so rounds repeat them.
      entries[earlier.length + position] = toolEntry(call, outcome);
      writer.setTools([...entries]);
      return outcome;
    }),
  );
  return { outcomes, entries };
}

export async function streamReply(input: StreamReplyInput): Promise<void> {
  const { sessionId, replyId, runner } = input;
  const controller = new AbortController();
  const { signal } = controller;
  pending.add(sessionId, replyId, controller);
  const writer = createReplyWriter(sessionId, replyId);
  let messages = input.messages;
  let tools: MessageTool[] = [];

  try {
    if (input.web) {
      messages = await input.web.prepare(messages, (entries) => {
        tools = entries;
        writer.setTools(entries);
      }, signal);
    }
    for (let round = 0; !signal.aborted; round++) {
      const result = await streamRound(input, messages, writer, signal);
      writer.addUsage(result.usage);
      if (signal.aborted || result.errors.length > 0 || result.toolCalls.length === 0 || !runner) break;
      if (round >= MAX_TOOL_ROUNDS) {
        writer.addError(engineText('toolRoundsExceeded', { rounds: MAX_TOOL_ROUNDS }));
        break;
      }
      const ran = await runTools(runner, tools, result.toolCalls, writer, signal);
      tools = ran.entries;
      messages = [...messages, ...toolExchangeMessages(result.text, ran.outcomes, Date.now())];
      await pause(TOOL_CALL_RESTART_DELAY_MS, signal);
      if (signal.aborted) break;
    }
  } catch (error) {
    // Tool exceptions become results and request failures events, so what lands here is a stop
    // (not an error: the user asked for it) or a fault of our own, which the user should still see.
    if (!isAbortError(error, signal)) writer.addError(errorEventOf(error).message);
  } finally {
    if (input.web?.native) writer.replaceText(input.web.native.marked(writer.text()));
    if (input.web) writer.setSources(input.web.sources(writer.text()));
    pending.remove(sessionId, replyId);
    await writer.finish();
  }
}
