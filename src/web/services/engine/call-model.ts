// One call to the session's model, shared by replies, titles and summaries ("Title and summary
// use the same chat call"): route and adapter request here, then fetch and events in the worker.

import type { ToolDefinition } from '../../../core/providers/adapter';
import { resolveMessageImages } from '../images/resolve-images';
import { assertCompleteSettings, chatRoute } from '../../../core/providers/endpoint';
import { getChatAdapter } from '../../../core/providers/registry';
import { errorEventOf, isAbortError, type ChatErrorEvent } from '../../../core/stream/error-event';
import { requestTimeoutFor } from '../../../core/network/fetch-with-timeout';
import type { ChatEvent, ChatMessage, ModelConfig } from '../../../core/types';
import { useAccessStore } from '../../stores/access-store';
import { BUILD_MODE } from '../build-mode';
import { describeChatError, type DescribedError } from '../chat-errors';
import { streamModel } from './model-stream-client';
import { isOwnOrigin } from '../http/call-out';
import { pageAccessCode } from '../http/page-call-out';
import { withOwnCredentials } from './own-credentials';

export interface ModelCallInput {
  config: ModelConfig;
  messages: ChatMessage[];
  stream: boolean;
  tools?: ToolDefinition[];
  signal: AbortSignal;
  /** The model searches the web itself (its provider's own search). */
  nativeSearch?: boolean;
}

export interface ModelCall {
  /** Ends with exactly one `done`. Failures, including building the request, arrive as error
   * events; a stop through the signal ends quietly. */
  events: AsyncGenerator<ChatEvent, void, undefined>;
  /** The catalogue text of an error of this call, in the user's language, and its fold. */
  describe: (error: ChatErrorEvent) => DescribedError;
}

export function callModel(input: ModelCallInput): ModelCall {
  const access = useAccessStore.getState();
  const { providerId, endpoint } = chatRoute(input.config, access, BUILD_MODE);
  const errorContext = {
    desktop: BUILD_MODE === 'desktop',
    userKey: Boolean(endpoint.apiKey),
    directOrigin: isOwnOrigin(endpoint.baseUrl) ? undefined : originOf(endpoint.baseUrl),
  };

  async function* events(): AsyncGenerator<ChatEvent, void, undefined> {
    try {
      assertCompleteSettings(input.config, access, BUILD_MODE);
      const adapter = getChatAdapter(providerId);
      // Messages keep references to stored images; the provider needs the images themselves.
      const messages = await resolveMessageImages(input.messages);
      const request = await withOwnCredentials(providerId, endpoint, (authorized) =>
        adapter.buildChatRequest({
          messages,
          config: input.config,
          stream: input.stream,
          endpoint: authorized,
          ...(input.tools?.length ? { tools: input.tools } : {}),
          ...(input.nativeSearch ? { nativeSearch: true } : {}),
        }),
      );
      yield* streamModel({ providerId, request, timeoutMs: requestTimeoutFor(input.config), accessCode: pageAccessCode() }, input.signal);
    } catch (error) {
      if (!isAbortError(error, input.signal)) yield errorEventOf(error);
      yield { type: 'done' };
    }
  }

  return { events: events(), describe: (error) => describeChatError(error, errorContext) };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
