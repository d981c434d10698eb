// Our conversation in the shape of Anthropic's Messages API: system text at the top level, only
// user/assistant turns, strictly alternating and starting with the user (https://docs.anthropic.com/en/api/messages).

import type { ChatMessage, ContentPart } from '../types';
import { messageText } from '../chat/message-content';
import type { ToolDefinition } from './adapter';
import { parseArguments, parseDataUrl } from './wire-json';

type AnthropicBlock =
  | { type: 'text'; text: string }
  | { type: 'image'; source: { type: 'base64'; media_type: string; data: string } | { type: 'url'; url: string } }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string };

export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | AnthropicBlock[];
}

export interface AnthropicTool {
  name: string;
  description?: string;
  input_schema: Record<string, unknown>;
}

/** Content of the turns inserted to keep roles alternating; a bare ';' is what the reference
 * client sends, short enough not to steer the answer. */
export const ANTHROPIC_FILLER_TEXT = ';';

function isBlank(message: ChatMessage): boolean {
  if (message.role === 'tool' || message.tool_calls?.length) return false;
  if (typeof message.content === 'string') return message.content.trim() === '';
  return !message.content.some((part) => part.type === 'image_url' || part.text.trim() !== '');
}

function partBlock(part: ContentPart): AnthropicBlock {
  if (part.type === 'text') return { type: 'text', text: part.text };
  const data = parseDataUrl(part.image_url.url);
  return data
    ? { type: 'image', source: { type: 'base64', media_type: data.mimeType, data: data.data } }
    : { type: 'image', source: { type: 'url', url: part.image_url.url } };
}

function contentBlocks(message: ChatMessage): AnthropicBlock[] {
  if (typeof message.content === 'string') {
    return message.content.trim() === '' ? [] : [{ type: 'text', text: message.content }];
  }
  return message.content
    .filter((part) => part.type === 'image_url' || part.text.trim() !== '')
    .map(partBlock);
}

function toAnthropicMessage(message: ChatMessage): AnthropicMessage {
  if (message.role === 'tool') {
    const result: AnthropicBlock = {
      type: 'tool_result',
      tool_use_id: message.tool_call_id ?? '',
      content: messageText(message.content),
    };
    return { role: 'user', content: [result] };
  }
  const role = message.role === 'assistant' ? 'assistant' : 'user';
  if (message.tool_calls?.length) {
    const uses: AnthropicBlock[] = message.tool_calls.map((call) => ({
      type: 'tool_use',
      id: call.id,
      name: call.function.name,
      input: parseArguments(call.function.arguments),
    }));
    return { role, content: [...contentBlocks(message), ...uses] };
  }
  return { role, content: typeof message.content === 'string' ? message.content : contentBlocks(message) };
}

function blocksOf(message: AnthropicMessage): AnthropicBlock[] {
  return typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
}

function hasToolResult(message: AnthropicMessage): boolean {
  return typeof message.content !== 'string' && message.content.some((block) => block.type === 'tool_result');
}

function filler(role: AnthropicMessage['role']): AnthropicMessage {
  return { role, content: ANTHROPIC_FILLER_TEXT };
}

/** Results of parallel tool calls must share one user turn, so they are merged; any other two
 * turns of one role get a filler turn of the other role between them, as "system and
 * user pairs get a filler assistant turn" does for the reference client's user-mapped system. */
function alternate(messages: AnthropicMessage[]): AnthropicMessage[] {
  const out: AnthropicMessage[] = [];
  for (const message of messages) {
    const previous = out[out.length - 1];
    if (!previous) {
      if (message.role === 'assistant') out.push(filler('user'));
      out.push(message);
      continue;
    }
    if (previous.role !== message.role) {
      out.push(message);
    } else if (message.role === 'user' && (hasToolResult(previous) || hasToolResult(message))) {
      out[out.length - 1] = { role: 'user', content: [...blocksOf(previous), ...blocksOf(message)] };
    } else {
      out.push(filler(message.role === 'user' ? 'assistant' : 'user'), message);
    }
  }
  return out;
}

export function toAnthropicConversation(messages: readonly ChatMessage[]): {
  system: string;
  messages: AnthropicMessage[];
} {
  const system = messages
    .filter((message) => message.role === 'system')
    .map((message) => messageText(message.content))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
  const turns = messages
    .filter((message) => message.role !== 'system' && !isBlank(message))
    .map(toAnthropicMessage);
  return { system, messages: alternate(turns) };
}

export function toAnthropicTools(tools: readonly ToolDefinition[]): AnthropicTool[] {
  return tools.map((tool) => {
    const out: AnthropicTool = {
      name: tool.function.name,
      input_schema: tool.function.parameters ?? { type: 'object', properties: {} },
    };
    if (tool.function.description) out.description = tool.function.description;
    return out;
  });
}
