// Fetches an OpenAPI document for the editor through the server's plugin proxy, which refuses
// private addresses and answers only with access control or a host list (no open relay).

import { BASE_URL_HEADER, PLUGIN_PROXY_PATH } from '../../../core/plugins/request';
import { callOut } from '../../services/http/page-call-out';

export class DocumentLoadError extends Error {
  override name = 'DocumentLoadError';
  constructor(
    readonly reason: 'proxy_off' | 'failed',
    detail: string,
  ) {
    super(detail);
  }
}

export async function loadPluginDocument(address: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new DocumentLoadError('failed', address);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DocumentLoadError('failed', address);
  const headers: Record<string, string> = { [BASE_URL_HEADER]: url.origin, accept: 'application/json, application/yaml, text/yaml, */*' };
  const response = await callOut(`${PLUGIN_PROXY_PATH}${url.pathname}${url.search}`, { headers }).catch((error: unknown) => {
    throw new DocumentLoadError('failed', error instanceof Error ? error.message : String(error));
  });
  const text = await response.text();
  if (response.ok) return text;
  let code: string | undefined;
  let message: string | undefined;
  try {
    ({ code, message } = JSON.parse(text) as { code?: string; message?: string });
  } catch {
    // Not our server's JSON: the plugin's own error page.
  }
  if (code === 'plugin_proxy_disabled') throw new DocumentLoadError('proxy_off', message ?? '');
  throw new DocumentLoadError('failed', message ?? `HTTP ${response.status}`);
}
