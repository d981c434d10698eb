// The update state (versionType, version, remoteVersion, used, subscription and their
// check times). Memory only: both are cheap to ask again, and a stale stored balance would mislead.

import { create } from 'zustand';
import { USAGE_RECHECK_MS, VERSION_RECHECK_MS } from '../../../core/constants/settings';
import { version as appVersion } from '../../../../package.json';
import { USAGE_QUERY_FAILED_MESSAGE } from '../../../core/providers/openai-extras';
import { callOut } from '../../services/http/page-call-out';
import { fetchUsage } from './provider-requests';

/** Where the latest version is read from when the server names no source (UPDATE_URL in its
 * environment, which wins): the one set when the app was built (VITE_UPDATE_URL). Without either the
 * current version is shown and nothing is checked. The answer is JSON with `version` or, as GitHub's
 * latest-release endpoint answers, `tag_name`. */
const BUILT_UPDATE_URL: string = import.meta.env.VITE_UPDATE_URL ?? '';

/** The update source in force: the server's, else the build's. */
export function updateSource(serverUrl: string): string {
  return serverUrl || BUILT_UPDATE_URL;
}
export const APP_VERSION = appVersion;

type VersionStatus = 'idle' | 'checking' | 'done';
type UsageStatus = 'idle' | 'checking' | 'done' | 'error';

interface UpdateState {
  versionStatus: VersionStatus;
  remoteVersion: string;
  /** Where the new version can be read about or downloaded (a release page), when the answer says. */
  releaseUrl: string;
  lastUpdate: number;
  usageStatus: UsageStatus;
  used: number;
  subscription: number | undefined;
  /** What the provider said about a failed usage query; empty when it said nothing of its own (a
   * failed status, an unreachable network), and the catalogue's translated sentence is shown. */
  usageError: string;
  lastUpdateUsage: number;
}

/** The last version check outlives a reload, so its 2 h limit does too (VERSION_RECHECK_MS). */
const CHECK_KEY = 'polychat:version-check';

function remembered(): Pick<UpdateState, 'versionStatus' | 'remoteVersion' | 'releaseUrl' | 'lastUpdate'> {
  const none = { versionStatus: 'idle' as const, remoteVersion: '', releaseUrl: '', lastUpdate: 0 };
  try {
    const saved = JSON.parse(localStorage.getItem(CHECK_KEY) ?? 'null') as { remoteVersion?: unknown; releaseUrl?: unknown; lastUpdate?: unknown } | null;
    if (!saved || typeof saved.remoteVersion !== 'string' || typeof saved.lastUpdate !== 'number') return none;
    return { versionStatus: 'done', remoteVersion: saved.remoteVersion, releaseUrl: typeof saved.releaseUrl === 'string' ? saved.releaseUrl : '', lastUpdate: saved.lastUpdate };
  } catch {
    return none;
  }
}

function remember(remoteVersion: string, releaseUrl: string, lastUpdate: number): void {
  try {
    localStorage.setItem(CHECK_KEY, JSON.stringify({ remoteVersion, releaseUrl, lastUpdate }));
  } catch {
    // Not kept: the next visit checks again, which is only a little early.
  }
}

export const useUpdateState = create<UpdateState>()(() => ({
  ...remembered(),
  usageStatus: 'idle',
  used: 0,
  subscription: undefined,
  usageError: '',
  lastUpdateUsage: 0,
}));

/** A release page from the answer (GitHub's html_url), only as an http(s) link. */
function readReleaseUrl(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).html_url ?? (body as Record<string, unknown>).url : undefined;
  return typeof value === 'string' && /^https?:\/\//i.test(value) ? value : '';
}

function readVersion(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  const value = typeof record.version === 'string' ? record.version : typeof record.tag_name === 'string' ? record.tag_name : '';
  return value.replace(/^v/i, '');
}

/** Whether `remote` is newer, comparing dotted numbers (a missing part counts as 0). */
export function isNewerVersion(remote: string, current: string): boolean {
  const parts = (value: string) => value.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [a, b] = [parts(remote), parts(current)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

export async function checkVersion(source: string, force = false, now = Date.now()): Promise<void> {
  const state = useUpdateState.getState();
  if (!source || state.versionStatus === 'checking') return;
  if (!force && state.versionStatus === 'done' && now - state.lastUpdate < VERSION_RECHECK_MS) return;
  useUpdateState.setState({ versionStatus: 'checking' });
  try {
    const response = await callOut(source, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const remoteVersion = readVersion(body);
    const releaseUrl = readReleaseUrl(body);
    useUpdateState.setState({ remoteVersion, releaseUrl, lastUpdate: now, versionStatus: 'done' });
    remember(remoteVersion, releaseUrl, now);
  } catch (error) {
    // An update-check failure is only logged: the screen keeps showing the current version.
    console.warn('Update check failed', error);
    useUpdateState.setState({ versionStatus: 'idle', lastUpdate: now });
  }
}

export async function checkUsage(force = false, now = Date.now()): Promise<void> {
  const state = useUpdateState.getState();
  if (state.usageStatus === 'checking') return;
  if (!force && state.lastUpdateUsage !== 0 && now - state.lastUpdateUsage < USAGE_RECHECK_MS) return;
  useUpdateState.setState({ usageStatus: 'checking', lastUpdateUsage: now });
  try {
    const result = await fetchUsage(new Date(now));
    if (result.ok) {
      useUpdateState.setState({ usageStatus: 'done', used: result.usage.used, subscription: result.usage.total, usageError: '' });
    } else {
      const said = result.error.message === USAGE_QUERY_FAILED_MESSAGE ? '' : result.error.message;
      useUpdateState.setState({ usageStatus: 'error', usageError: said });
    }
  } catch (error) {
    console.warn('Usage query failed', error);
    useUpdateState.setState({ usageStatus: 'error', usageError: '' });
  }
}
