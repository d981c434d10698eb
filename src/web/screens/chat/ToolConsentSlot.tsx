import { lazy, Suspense } from 'react';
import { useConsentQueue } from '../../services/mcp/consent-pending';
import { withStrings } from '../../i18n/setup';

// The dialog's code and words load with the first question, not with the chat screen.
const ToolConsentDialog = lazy(() => withStrings(import('./ToolConsentDialog'), 'mcpTools').then((m) => ({ default: m.ToolConsentDialog })));

/** Asks about the MCP tool calls of the chat on screen, one at a time; the questions of other
 * chats wait until theirs is opened. */
export function ToolConsentSlot({ sessionId }: { sessionId: string }) {
  const pending = useConsentQueue((s) => s.pending);
  const mine = pending.filter((item) => item.request.sessionId === sessionId);
  const first = mine[0];
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the question, so the next one opens as a dialog of its own, the focus on Deny. */}
      <ToolConsentDialog key={first.id} pending={first} waiting={mine.length - 1} />
    </Suspense>
  );
}
