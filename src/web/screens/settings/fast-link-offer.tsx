import i18next from 'i18next';
import { loadNamespace } from '../../i18n/setup';
import type { ClientConfig } from '../../../core/types';
import { showConfirm } from '../../components/Dialogs/show';
import { showToast } from '../../components/Toast/showToast';
import { useAccessStore } from '../../stores/access-store';
import { maskSecret, parseFastLink } from './fast-link';

/** The server's DISABLE_FAST_LINK is asked for here rather than read from the store: the start-up
 * config request may not have answered yet, and offering a disabled link is the one wrong outcome. */
async function fastLinkDisabled(): Promise<boolean> {
  try {
    const response = await fetch('./api/config');
    if (response.ok) return ((await response.json()) as Partial<ClientConfig>).disableFastLink === true;
  } catch (error) {
    console.warn('Could not read the server configuration for a fast link', error);
  }
  return useAccessStore.getState().disableFastLink;
}

/** Asks before applying anything a link carries: a link is written by someone else. */
export async function offerFastLink(params: URLSearchParams): Promise<void> {
  const link = parseFastLink(params);
  if (!link || (await fastLinkDisabled())) return;
  await loadNamespace('settingsPage');
  const t = i18next.getFixedT(null, 'settingsPage');
  if (link.rejected) {
    showToast(t('fastLink.invalid'));
    return;
  }
  const { update } = useAccessStore.getState();
  if (link.code && (await showConfirm(t('fastLink.code', { code: link.code }), { confirmText: t('fastLink.apply') }))) {
    update({ accessCode: link.code });
  }
  if (!link.key && !link.url) return;
  const lines = [t('fastLink.settings')];
  if (link.key) lines.push(t('fastLink.key', { key: maskSecret(link.key) }));
  if (link.url) lines.push(t('fastLink.url', { url: link.url }));
  const content = lines.map((line) => <p key={line}>{line}</p>);
  if (!(await showConfirm(content, { confirmText: t('fastLink.apply') }))) return;
  update({
    ...(link.key ? { openaiApiKey: link.key } : {}),
    // An endpoint only takes effect with custom config on, so bringing one turns it on.
    ...(link.url ? { openaiUrl: link.url, useCustomConfig: true, provider: 'OpenAI' as const } : {}),
  });
}
