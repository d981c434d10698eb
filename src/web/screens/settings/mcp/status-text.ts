// A server's state in words: off, connecting, connected with its tools, or why it is not.

import type { TFunction } from 'i18next';
import type { McpServerStatus } from '../../../services/mcp/status-store';

export function statusText(t: TFunction<'mcp'>, enabled: boolean, status: McpServerStatus | undefined): { text: string; problem: boolean } {
  if (!enabled) return { text: t('state.off'), problem: false };
  if (!status || status.state === 'connecting') return { text: t('state.connecting'), problem: false };
  if (status.state === 'connected') return { text: t('state.connected', { count: status.tools }), problem: false };
  return { text: t(`failure.${status.failure}`, { status: status.status }), problem: true };
}
