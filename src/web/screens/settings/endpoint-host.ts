import { resolveEndpoint } from '../../../core/providers/endpoint';
import type { AccessSettings } from '../../../core/types';
import { BUILD_MODE } from '../../services/build-mode';

/** The host OpenAI calls reach with `url` as the endpoint ('' for the default one: this app's server
 * in the web app, the provider's own in the desktop app): the name a person checks before sending
 * a key there. */
export function endpointHost(access: AccessSettings, url: string): string {
  const { baseUrl } = resolveEndpoint('openai', { ...access, useCustomConfig: url !== '', openaiUrl: url }, BUILD_MODE);
  try {
    return new URL(baseUrl, window.location.href).host;
  } catch {
    return baseUrl;
  }
}
