import { useEffect, useMemo, useState } from 'react';
import { selectAll, selectedMessages, type Selection } from '../../../../core/export/selection';
import { visiblePath, type VersionPlace } from '../../../../core/chat/tree';
import { everyBranch } from '../../../../core/chat/tree-walks';
import type { ChatMessage, SessionMeta } from '../../../../core/types';
import { useChatStore } from '../../../stores/chat-store';

export type ExportFormat = 'markdown' | 'image';
/** What of the chat's tree goes out: the path on screen, or every version of every message. */
export type ExportScope = 'path' | 'every';

const NO_MESSAGES: ChatMessage[] = [];

export interface ExportChoices {
  meta: SessionMeta | undefined;
  /** The messages offered, by the scope: those on screen, or every branch's; undefined until loaded. */
  messages: readonly ChatMessage[] | undefined;
  /** Whether the chat has versions, so that exporting every branch differs from the path. */
  branched: boolean;
  scope: ExportScope;
  setScope: (scope: ExportScope) => void;
  /** The messages on other branches than the one on screen: a shared chat leaves them out. */
  offPath: ReadonlySet<string>;
  /** Of an export of every branch, which version each message with siblings is. */
  versions: ReadonlyMap<string, VersionPlace> | undefined;
  format: ExportFormat;
  setFormat: (format: ExportFormat) => void;
  includeContext: boolean;
  setIncludeContext: (include: boolean) => void;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  /** What goes out: the mask's preset messages when included, then the selected messages. */
  exported: ChatMessage[];
}

/** What the Select step decides. Every message is selected until the user says otherwise. */
export function useExportChoices(sessionId: string): ExportChoices {
  const meta = useChatStore((s) => s.sessions.find((session) => session.id === sessionId));
  const whole = useChatStore((s) => s.messagesBySession[sessionId]);
  const [format, setFormat] = useState<ExportFormat>('markdown');
  const [scope, choose] = useState<ExportScope>('path');
  const [includeContext, setIncludeContext] = useState(true);
  const [chosen, setSelection] = useState<Selection | null>(null);

  useEffect(() => {
    void useChatStore.getState().loadMessages(sessionId);
  }, [sessionId]);

  const path = whole && visiblePath(whole);
  const branched = whole !== undefined && path !== undefined && path.length < whole.length;
  // An image shows what is on screen: only Markdown exports every branch.
  const every = scope === 'every' && format === 'markdown' && branched;
  const tree = useMemo(() => (every && whole ? everyBranch(whole) : undefined), [every, whole]);
  const messages = useMemo(() => (tree ? tree.map((row) => row.message) : path), [tree, path]);
  const versions = useMemo(
    () => tree && new Map(tree.filter((row) => row.version.ids.length > 1).map((row) => [row.message.id, { index: row.version.index, total: row.version.ids.length }])),
    [tree],
  );
  const offPath = useMemo(() => {
    const shown = new Set(path?.map((message) => message.id));
    return new Set((whole ?? []).filter((message) => !shown.has(message.id)).map((message) => message.id));
  }, [whole, path]);
  const setScope = (next: ExportScope) => {
    choose(next);
    // A selection is of the messages offered: a new scope offers others.
    setSelection(null);
  };
  const all = messages ?? NO_MESSAGES;
  const selection = useMemo(() => chosen ?? selectAll(all), [chosen, all]);
  const context = meta?.mask.context ?? NO_MESSAGES;
  const exported = useMemo(
    () => [...(includeContext ? context : NO_MESSAGES), ...selectedMessages(all, selection)],
    [includeContext, context, all, selection],
  );

  return { meta, messages, branched, scope, setScope, offPath, versions, format, setFormat, includeContext, setIncludeContext, selection, setSelection, exported };
}
