// "Plugin authentication header: it is Authorization unless authType is custom, in which case it is
// authHeader. Basic auth prefixes the value with Basic. Bearer prefixes it with Bearer."
// authLocation says where the pair goes: a header (the default), the query string or the JSON body;
// the name is the same in all three places.

import type { Plugin } from '../types';

export interface PluginCredential {
  name: string;
  value: string;
  location: 'header' | 'query' | 'body';
}

const DEFAULT_AUTH_HEADER = 'Authorization';

/** What to send, or undefined when the plugin needs no authentication (or has no token). */
export function pluginCredential(plugin: Pick<Plugin, 'authType' | 'authHeader' | 'authToken' | 'authLocation'>): PluginCredential | undefined {
  const type = plugin.authType ?? 'none';
  const token = plugin.authToken ?? '';
  if (type === 'none' || token === '') return undefined;
  const name = type === 'custom' ? plugin.authHeader?.trim() || DEFAULT_AUTH_HEADER : DEFAULT_AUTH_HEADER;
  const value = type === 'basic' ? `Basic ${token}` : type === 'bearer' ? `Bearer ${token}` : token;
  return { name, value, location: plugin.authLocation ?? 'header' };
}
