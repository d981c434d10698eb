// The user's OpenAI key belongs to the endpoint it was entered for. When something other than the
// user's own typing points OpenAI somewhere else (a fast link, whose author chose the address), the
// key in use stays behind with the endpoint it was used with, and the new endpoint gets the key the
// user kept for it, or none: a key never follows a changed address unless the caller hands it over
// on the user's explicit choice.

import { KEPT_KEYS_MAX } from '../constants/providers';
import type { AccessSettings, KeptKey } from '../types';

type OpenAiAccess = Pick<AccessSettings, 'useCustomConfig' | 'openaiUrl' | 'openaiApiKey' | 'keptKeys'>;

const normalise = (url: string) => url.trim().replace(/\/+$/, '');

/** Where OpenAI calls go now: the custom endpoint, or '' for the default one. */
export function openAiEndpointOf(access: Pick<AccessSettings, 'useCustomConfig' | 'openaiUrl'>): string {
  return access.useCustomConfig ? normalise(access.openaiUrl) : '';
}

/** The key kept for `url` ('' for the default endpoint), if any. */
export function keptKeyFor(access: Pick<AccessSettings, 'keptKeys'>, url: string): KeptKey | undefined {
  const wanted = normalise(url);
  return access.keptKeys.find((entry) => entry.url === wanted);
}

/** The kept keys the user can switch back to: those of other endpoints, and the current endpoint's
 * own while its key field is empty (the user typed its address back by hand). */
export function restorableKeys(access: OpenAiAccess): KeptKey[] {
  const current = openAiEndpointOf(access);
  return access.keptKeys.filter((entry) => entry.url !== current || access.openaiApiKey === '');
}

/**
 * The settings that point OpenAI at `url` ('' for the default endpoint). `key` is the key to use
 * there: one the link brought, or the saved key when the user chose to send it to that host; left
 * out, the key kept for `url` comes back, else the key field is left empty. The key in use until
 * now is kept for the endpoint it was used with.
 */
export function pointOpenAiAt(access: OpenAiAccess, url: string, key?: string): Pick<AccessSettings, 'openaiUrl' | 'openaiApiKey' | 'useCustomConfig' | 'keptKeys'> {
  const from = openAiEndpointOf(access);
  const to = normalise(url);
  const current = access.openaiApiKey;
  const endpoint = { openaiUrl: url.trim(), useCustomConfig: to === '' ? access.useCustomConfig : true };
  if (key === undefined && from === to && current !== '') return { ...endpoint, openaiApiKey: current, keptKeys: access.keptKeys };
  const nextKey = key ?? keptKeyFor(access, to)?.key ?? '';
  let kept = access.keptKeys.filter((entry) => entry.url !== to);
  if (from !== to && current !== '' && current !== nextKey) kept = [{ url: from, key: current }, ...kept.filter((entry) => entry.url !== from)];
  return { ...endpoint, openaiApiKey: nextKey, keptKeys: kept.slice(0, KEPT_KEYS_MAX) };
}
