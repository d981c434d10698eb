// Anthropic Messages API: request building and the named-event stream (https://docs.anthropic.com/en/api/messages-streaming).

import { ANTHROPIC_API_VERSION, ANTHROPIC_TOP_K } from '../constants/providers';
import type { ChatEvent } from '../types';
import type { ChatRequestInput, ProviderAdapter, ProviderRequest, SseEvent } from './adapter';
import { toAnthropicConversation, toAnthropicTools } from './anthropic-messages';
import { ANTHROPIC_WEB_SEARCH_TOOL, createCitedBlocks, searchResultEvents } from './anthropic-web-search';
import {
  arrayAt,
  isRecord,
  joinUrl,
  numberAt,
  parseJson,
  providerErrorMessage,
  recordAt,
  stringAt,
  usageEvent,
  type JsonRecord,
} from './wire-json';

const ANTHROPIC_CHAT_PATH = 'v1/messages';

function buildAnthropicBody(input: ChatRequestInput): Record<string, unknown> {
  const { config } = input;
  const { system, messages } = toAnthropicConversation(input.messages);
  const body: Record<string, unknown> = {
    model: config.model,
    messages,
    max_tokens: config.max_tokens,
    temperature: config.temperature,
    top_p: config.top_p,
    top_k: ANTHROPIC_TOP_K,
    stream: input.stream,
  };
  if (system) body.system = system;
  const tools: unknown[] = input.tools?.length ? toAnthropicTools(input.tools) : [];
  // The server tool sits beside the app's own tools: Anthropic runs it within this request.
  if (input.nativeSearch) tools.push(ANTHROPIC_WEB_SEARCH_TOOL);
  if (tools.length > 0) body.tools = tools;
  return body;
}

function buildChatRequest(input: ChatRequestInput): ProviderRequest {
  const { endpoint } = input;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'anthropic-version': endpoint.apiVersion || ANTHROPIC_API_VERSION,
  };
  if (endpoint.apiKey) {
    headers['x-api-key'] = endpoint.apiKey;
    // A user key may be sent straight from a browser (desktop build); Anthropic refuses such
    // calls without this opt-in, and ignores it on server-side calls.
    headers['anthropic-dangerous-direct-browser-access'] = 'true';
  }
  return {
    url: joinUrl(endpoint.baseUrl, ANTHROPIC_CHAT_PATH),
    method: 'POST',
    headers,
    body: JSON.stringify(buildAnthropicBody(input)),
  };
}

function errorEvent(body: unknown, fallback: string): ChatEvent {
  return { type: 'error', message: providerErrorMessage(body) ?? fallback };
}

/** Tool calls are numbered in arrival order; content block indices also count text blocks. */
function createStreamParser(): (event: SseEvent) => ChatEvent[] {
  const toolIndexOfBlock = new Map<number, number>();
  const cited = createCitedBlocks();

  function blockStart(data: JsonRecord): ChatEvent[] {
    const block = recordAt(data, 'content_block');
    const blockIndex = numberAt(data, 'index') ?? 0;
    switch (stringAt(block, 'type')) {
      case 'text': {
        for (const citation of arrayAt(block, 'citations')) cited.cite(blockIndex, citation);
        const text = stringAt(block, 'text');
        if (text) cited.text(blockIndex, text);
        return text ? [{ type: 'text', text }] : [];
      }
      case 'thinking': {
        const thinking = stringAt(block, 'thinking');
        return thinking ? [{ type: 'reasoning', text: thinking }] : [];
      }
      case 'web_search_tool_result':
        return searchResultEvents(block);
      case 'tool_use': {
        const index = toolIndexOfBlock.size;
        toolIndexOfBlock.set(blockIndex, index);
        const event: Extract<ChatEvent, { type: 'tool-call' }> = { type: 'tool-call', index, arguments: '' };
        const id = stringAt(block, 'id');
        const name = stringAt(block, 'name');
        if (id) event.id = id;
        if (name) event.name = name;
        return [event];
      }
      default:
        return [];
    }
  }

  function blockDelta(data: JsonRecord): ChatEvent[] {
    const delta = recordAt(data, 'delta');
    const blockIndex = numberAt(data, 'index') ?? 0;
    switch (stringAt(delta, 'type')) {
      case 'text_delta': {
        const text = stringAt(delta, 'text');
        if (text) cited.text(blockIndex, text);
        return text ? [{ type: 'text', text }] : [];
      }
      case 'citations_delta':
        cited.cite(blockIndex, delta?.citation);
        return [];
      case 'thinking_delta': {
        const thinking = stringAt(delta, 'thinking');
        return thinking ? [{ type: 'reasoning', text: thinking }] : [];
      }
      case 'input_json_delta': {
        // A server tool's input (Claude's own search query) is not a call for the app to run.
        const index = toolIndexOfBlock.get(blockIndex);
        const piece = stringAt(delta, 'partial_json');
        return index === undefined || !piece ? [] : [{ type: 'tool-call', index, arguments: piece }];
      }
      default:
        return [];
    }
  }

  return (event: SseEvent): ChatEvent[] => {
    const data = parseJson(event.data);
    if (!isRecord(data)) return [];
    switch (event.event ?? stringAt(data, 'type')) {
      case 'message_start': {
        const usage = recordAt(recordAt(data, 'message'), 'usage');
        return usageEvent(numberAt(usage, 'input_tokens'), undefined);
      }
      case 'content_block_start':
        return blockStart(data);
      case 'content_block_delta':
        return blockDelta(data);
      case 'content_block_stop':
        return cited.stop(numberAt(data, 'index') ?? 0);
      case 'message_delta':
        return usageEvent(undefined, numberAt(recordAt(data, 'usage'), 'output_tokens'));
      case 'message_stop':
        return [{ type: 'done' }];
      case 'error':
        return [errorEvent(data, event.data)];
      default:
        return [];
    }
  };
}

function parseBody(_status: number, body: unknown): ChatEvent[] {
  if (!isRecord(body)) return [];
  if (stringAt(body, 'type') === 'error' || body.error !== undefined) {
    return [errorEvent(body, JSON.stringify(body))];
  }
  const events: ChatEvent[] = [];
  let toolIndex = 0;
  for (const block of arrayAt(body, 'content')) {
    const type = stringAt(block, 'type');
    const text = type === 'text' ? stringAt(block, 'text') : undefined;
    const thinking = type === 'thinking' ? stringAt(block, 'thinking') : undefined;
    if (text) events.push({ type: 'text', text });
    if (thinking) events.push({ type: 'reasoning', text: thinking });
    if (type === 'web_search_tool_result' && isRecord(block)) events.push(...searchResultEvents(block));
    if (type === 'text') {
      const cited = createCitedBlocks();
      for (const citation of arrayAt(block, 'citations')) cited.cite(0, citation);
      cited.text(0, text ?? '');
      events.push(...cited.stop(0));
    }
    if (type === 'tool_use' && isRecord(block)) {
      const event: Extract<ChatEvent, { type: 'tool-call' }> = {
        type: 'tool-call',
        index: toolIndex++,
        arguments: JSON.stringify(isRecord(block.input) ? block.input : {}),
      };
      const id = stringAt(block, 'id');
      const name = stringAt(block, 'name');
      if (id) event.id = id;
      if (name) event.name = name;
      events.push(event);
    }
  }
  const usage = recordAt(body, 'usage');
  events.push(...usageEvent(numberAt(usage, 'input_tokens'), numberAt(usage, 'output_tokens')));
  return events;
}

export const anthropicAdapter: ProviderAdapter = {
  id: 'anthropic',
  buildChatRequest,
  createStreamParser,
  parseBody,
};
