// The shape every provider adapter has. Adapters are pure: building a request and parsing what
// comes back are separate functions over plain data, so tests feed them recorded bytes with no
// network, and the browser, the server and the desktop shell all run the same code.

import type { ChatEvent, ChatMessage, ModelConfig } from '../types';
import type { ProviderId } from './catalog';

export interface ProviderRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** JSON text of the body, when there is one. */
  body?: string;
}

/** A tool the model may call, in the OpenAI function shape; adapters translate it. */
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description?: string; parameters?: Record<string, unknown> };
}

/** Where and how to reach the provider for one call. */
export interface ProviderEndpoint {
  /** Base URL without trailing slash: "/api/openai" in the web build, the provider's own in desktop. */
  baseUrl: string;
  /** Omitted when the server injects its own key. */
  apiKey?: string;
  /** Second secret where the provider has one (Baidu secret key, Iflytek api secret, Tencent secret key). */
  apiSecret?: string;
  /** Tencent secret id. */
  secretId?: string;
  apiVersion?: string;
  /** Google safety threshold. */
  safetyLevel?: string;
  /** Baidu OAuth access token, once obtained. */
  accessToken?: string;
}

export interface ChatRequestInput {
  /** The context as it is to be sent, system message included, already selected and templated. */
  messages: ChatMessage[];
  config: ModelConfig;
  stream: boolean;
  tools?: ToolDefinition[];
  endpoint: ProviderEndpoint;
  /** Ask the provider to search the web itself (see models/native-search.ts for who can). */
  nativeSearch?: boolean;
}

/** One server-sent event as eventsource-parser delivers it. */
export interface SseEvent {
  event?: string;
  data: string;
  id?: string;
}

export interface ProviderAdapter {
  id: ProviderId;
  buildChatRequest(input: ChatRequestInput): ProviderRequest;
  /** A fresh parser per response: some formats need state across events (tool-call indices). */
  createStreamParser(): (event: SseEvent) => ChatEvent[];
  /** A complete JSON body: a non-streamed answer, or an error sent instead of a stream. */
  parseBody(status: number, body: unknown): ChatEvent[];
}
