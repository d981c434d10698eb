// The two OpenAI calls the settings screen makes (model list, usage), routed like a chat call:
// through our server in the web build with the access code, straight to the provider on desktop.

import { resolveEndpoint } from '../../../core/providers/endpoint';
import type { ProviderRequest } from '../../../core/providers/adapter';
import {
  buildModelListRequest,
  buildUsageRequests,
  parseModelList,
  parseUsage,
  type HttpJson,
  type UsageResult,
} from '../../../core/providers/openai-extras';
import { ChatRequestError } from '../../../core/providers/errors';
import { errorEventOf } from '../../../core/stream/error-event';
import { codeOfStatus, serverCodeOf } from '../../../core/stream/http-errors';
import { loadNamespace } from '../../i18n/setup';
import { describeChatError } from '../../services/chat-errors';
import { useAccessStore } from '../../stores/access-store';
import { BUILD_MODE } from '../../services/build-mode';
import { callOut } from '../../services/http/page-call-out';

function endpoint() {
  return resolveEndpoint('openai', useAccessStore.getState(), BUILD_MODE);
}

async function send(request: ProviderRequest): Promise<HttpJson> {
  const response = await callOut(request.url, { method: request.method, headers: request.headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page, a proxy's text): kept as text for the error message.
  }
  return { status: response.status, body };
}

export async function fetchModelIds(): Promise<string[]> {
  const answer = await send(buildModelListRequest(endpoint()));
  if (answer.status >= 400) throw new ChatRequestError(`HTTP ${answer.status}`, serverCodeOf(answer.body) ?? codeOfStatus(answer.status), answer.status);
  return parseModelList(answer.body);
}

export async function fetchUsage(now: Date): Promise<UsageResult> {
  const { usage, subscription } = buildUsageRequests(endpoint(), now);
  const [usageAnswer, subscriptionAnswer] = await Promise.all([send(usage), send(subscription)]);
  return parseUsage(usageAnswer, subscriptionAnswer);
}

/** A failed call of this screen in the catalogue's words, as a reply would say it (a toast has no
 * fold for the provider's own words). */
export async function describeRequestError(error: unknown): Promise<string> {
  await loadNamespace('errors');
  return describeChatError(errorEventOf(error), { desktop: BUILD_MODE === 'desktop', userKey: Boolean(endpoint().apiKey) }).text;
}
