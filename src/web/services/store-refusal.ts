// The server's answers when it will not keep a shared chat or artifact for now: the client's network
// kept too many this hour (429 too_many_stored), or its store is full (507 store_full). Both are
// told in the user's language, with how long to wait when the server says.

import i18next from 'i18next';
import { loadNamespace } from '../i18n/setup';
import { waitText } from './chat-errors';

/** When the server gives no Retry-After: the limit counts per hour. */
const DEFAULT_WAIT_SECONDS = 60 * 60;

/** The sentence for such a refusal, or undefined when the answer is something else. The error
 * strings come with a reply's, which a share from a shared page may not have loaded yet. */
export async function storeRefusalText(response: Response, body: unknown): Promise<string | undefined> {
  const code = (body as { code?: unknown } | null)?.code;
  if (!(response.status === 507 && code === 'store_full') && !(response.status === 429 && code === 'too_many_stored')) return undefined;
  await loadNamespace('errors');
  const t = i18next.getFixedT(null, 'errors');
  if (response.status === 507 && code === 'store_full') return t('storeFull');
  if (response.status !== 429 || code !== 'too_many_stored') return undefined;
  const retryAfter = Number(response.headers.get('retry-after'));
  return t('storeBusy', { wait: waitText(t, Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : DEFAULT_WAIT_SECONDS) });
}
