// Tool calls of one reply: running what the model asked for and turning the results into the
// messages sent back to it. Who provides the tools (plugins, built-ins) is not this file's concern.

import { TOOL_RESULT_ERROR_STATUS } from '../constants/chat';
import type { ToolDefinition } from '../providers/adapter';
import type { ChatMessage, MessageTool, ToolCall, ToolResultPart } from '../types';

export interface ToolResult {
  status: number;
  /** What the model reads. */
  content: string;
  /** What the reader is shown, when it is not `content` as text (images, links, a sentence in
   * the reader's language). */
  display?: ToolResultPart[];
}

/** The tools one conversation may use, and how to run one call of them. */
export interface ToolRunner {
  definitions: ToolDefinition[];
  run(call: ToolCall, signal: AbortSignal): Promise<ToolResult>;
}

export interface ToolOutcome {
  call: ToolCall;
  content: string;
  display?: ToolResultPart[];
  isError: boolean;
}

/** A model that keeps asking for tools must not hold a reply open for ever; eight rounds is far
 * more than any real plugin exchange needs. */
export const MAX_TOOL_ROUNDS = 8;

/** "A result with status 300 or above, or an exception, is an error result." */
export function isErrorStatus(status: number): boolean {
  return status >= TOOL_RESULT_ERROR_STATUS;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

/** Runs one call. An exception becomes an error result the model can read, except a stop by the
 * user, which is rethrown so the whole reply ends. */
export async function runToolCall(runner: ToolRunner, call: ToolCall, signal: AbortSignal): Promise<ToolOutcome> {
  try {
    const result = await runner.run(call, signal);
    return { call, content: result.content, ...(result.display ? { display: result.display } : {}), isError: isErrorStatus(result.status) };
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    const content = error instanceof Error ? error.message : String(error);
    return { call, content, isError: true };
  }
}

/** What the UI shows for a call: its name as the type ("type such as web_search"),
 * then its result once there is one. */
export function toolEntry(call: ToolCall, outcome?: ToolOutcome): MessageTool {
  const entry: MessageTool = { id: call.id, type: call.function.name };
  if (outcome) {
    entry.content = outcome.content;
    if (outcome.display) entry.parts = outcome.display;
    if (outcome.isError) entry.isError = true;
  }
  return entry;
}

/** The assistant turn that asked for the tools, then one tool message per result, in call order:
 * the shape every adapter translates for its provider. */
export function toolExchangeMessages(text: string, outcomes: readonly ToolOutcome[], now: number): ChatMessage[] {
  const assistant: ChatMessage = {
    id: `tool-request-${now}`,
    date: now,
    role: 'assistant',
    content: text,
    tool_calls: outcomes.map((outcome) => outcome.call),
  };
  const results = outcomes.map(
    (outcome): ChatMessage => ({
      id: `tool-result-${outcome.call.id}`,
      date: now,
      role: 'tool',
      content: outcome.content,
      tool_call_id: outcome.call.id,
    }),
  );
  return [assistant, ...results];
}

/** One runner for the tools of several sources (plugins, MCP servers). The sources name their
 * tools apart (an MCP name holds "__", a plugin's never does); should two names still meet, the
 * first source keeps it, so the model never sees one name twice. */
export function combineToolRunners(runners: readonly ToolRunner[]): ToolRunner | undefined {
  if (runners.length <= 1) return runners[0];
  const owner = new Map<string, ToolRunner>();
  const definitions: ToolDefinition[] = [];
  for (const runner of runners) {
    for (const definition of runner.definitions) {
      if (owner.has(definition.function.name)) continue;
      owner.set(definition.function.name, runner);
      definitions.push(definition);
    }
  }
  const fallback = runners[0] as ToolRunner;
  // A name no source offered goes to the first, which answers it as an unknown tool.
  return { definitions, run: (call, signal) => (owner.get(call.function.name) ?? fallback).run(call, signal) };
}
