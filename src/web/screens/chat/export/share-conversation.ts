// Publishes the selected messages through the server's POST /api/share, which forwards them to the
// sharing service the administrator configured and answers with the public link.

import { toShareItems } from '../../../../core/export/share-items';
import type { ChatMessage } from '../../../../core/types';
import { callOut } from '../../../services/http/page-call-out';
import { storeRefusalText } from '../../../services/store-refusal';

export interface ShareResult {
  id: string;
  link: string;
}

export class ShareError extends Error {
  override name = 'ShareError';
  /** refusal: the server's limits said no for now, in the user's language (storeRefusalText). */
  constructor(
    message: string,
    readonly refusal?: string,
  ) {
    super(message);
  }
}

function isShareResult(value: unknown): value is ShareResult {
  const result = value as Partial<ShareResult> | null;
  return typeof result?.id === 'string' && typeof result.link === 'string' && /^https?:\/\//i.test(result.link);
}

export async function shareConversation(messages: readonly ChatMessage[]): Promise<ShareResult> {
  const headers = { 'content-type': 'application/json' };
  const response = await callOut('./api/share', { method: 'POST', headers, body: JSON.stringify({ items: toShareItems(messages) }) });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isShareResult(body)) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ShareError(typeof message === 'string' ? message : `POST /api/share answered ${response.status}`, await storeRefusalText(response, body));
  }
  return body;
}
