import i18next from 'i18next';
import type { ReactNode } from 'react';
import { keptKeyFor, openAiEndpointOf, pointOpenAiAt } from '../../../core/providers/kept-keys';
import { withBoldValues } from '../../components/bold-values';
import { showConfirm } from '../../components/Dialogs/show';
import { showChoice } from '../../components/Dialogs/show-prompt';
import { showToast } from '../../components/Toast/showToast';
import { loadNamespace } from '../../i18n/setup';
import { callOut } from '../../services/http/page-call-out';
import { readServerConfig } from '../../services/server-config-answer';
import { useAccessStore } from '../../stores/access-store';
import { endpointHost } from './endpoint-host';
import { maskSecret, parseFastLink, type FastLink } from './fast-link';

/** The server's DISABLE_FAST_LINK is asked for here rather than read from the store: the start-up
 * config request may not have answered yet, and offering a disabled link is the one wrong outcome. */
async function fastLinkDisabled(): Promise<boolean> {
  try {
    const response = await callOut('./api/config');
    if (response.ok) return (await readServerConfig(response)).disableFastLink;
  } catch (error) {
    console.warn('Could not read the server configuration for a fast link', error);
  }
  return useAccessStore.getState().disableFastLink;
}

/** What applying the link's settings does with the saved OpenAI key, told before it happens. */
interface KeyPlan {
  /** The host the link points OpenAI at. */
  host: string;
  /** The link moves the endpoint without a key while a key is saved: the key stays behind unless
   * the user chooses, by the host's name, to send it there too. */
  keyStays: boolean;
  /** A key the user kept for the link's endpoint comes back. */
  keptComesBack: boolean;
}

function keyPlan(link: FastLink & { url: string }): KeyPlan {
  const access = useAccessStore.getState();
  const moves = link.key === undefined && openAiEndpointOf({ useCustomConfig: true, openaiUrl: link.url }) !== openAiEndpointOf(access);
  return {
    host: endpointHost(access, link.url),
    keyStays: moves && access.openaiApiKey !== '',
    keptComesBack: moves && keptKeyFor(access, link.url) !== undefined,
  };
}

async function offerSettings(link: FastLink): Promise<void> {
  const t = i18next.getFixedT(null, 'settingsPage');
  const { update } = useAccessStore.getState();
  const lines: ReactNode[] = [t('fastLink.settings')];
  if (link.key) lines.push(t('fastLink.key', { key: maskSecret(link.key) }));
  const url = link.url;
  if (url === undefined) {
    if (!(await showConfirm(lines.map((line, index) => <p key={index}>{line}</p>), { confirmText: t('fastLink.apply') }))) return;
    if (link.key) update({ openaiApiKey: link.key });
    return;
  }
  lines.push(t('fastLink.url', { url }));
  const plan = keyPlan({ ...link, url });
  const access = useAccessStore.getState();
  const { host } = plan;
  if (plan.keyStays) lines.push(withBoldValues((v) => t('fastLink.keyStays', v), { old: endpointHost(access, openAiEndpointOf(access)), host }));
  if (plan.keptComesBack) lines.push(withBoldValues((v) => t('fastLink.keptKeyBack', v), { host }));
  else if (plan.keyStays) lines.push(withBoldValues((v) => t('fastLink.enterKey', v), { host }));
  const content = lines.map((line, index) => <p key={index}>{line}</p>);
  const offerSavedKey = plan.keyStays && !plan.keptComesBack;
  const choice = offerSavedKey
    ? await showChoice(content, { confirmText: t('fastLink.apply'), alternativeText: t('fastLink.shareKey', { host }) })
    : (await showConfirm(content, { confirmText: t('fastLink.apply') }))
      ? 'confirm'
      : 'cancel';
  if (choice === 'cancel') return;
  const now = useAccessStore.getState();
  // Only the alternative, which names the host, hands the saved key over; else the link's own key,
  // or the one kept for that endpoint, or none.
  const key = choice === 'alternative' ? now.openaiApiKey : link.key;
  // An endpoint only takes effect with custom config on, which pointOpenAiAt turns on.
  update({ ...pointOpenAiAt(now, url, key), provider: 'OpenAI' });
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
  if (link.code && (await showConfirm(t('fastLink.code', { code: link.code }), { confirmText: t('fastLink.apply') }))) {
    useAccessStore.getState().update({ accessCode: link.code });
  }
  if (link.key || link.url) await offerSettings(link);
}
