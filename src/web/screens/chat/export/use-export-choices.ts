import { useEffect, useMemo, useState } from 'react';
import { selectAll, selectedMessages, type Selection } from '../../../../core/export/selection';
import type { ChatMessage, SessionMeta } from '../../../../core/types';
import { useChatStore } from '../../../stores/chat-store';

export type ExportFormat = 'markdown' | 'image';

const NO_MESSAGES: ChatMessage[] = [];

export interface ExportChoices {
  meta: SessionMeta | undefined;
  /** The chat's messages; undefined until they are loaded. */
  messages: ChatMessage[] | undefined;
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
  const messages = useChatStore((s) => s.messagesBySession[sessionId]);
  const [format, setFormat] = useState<ExportFormat>('markdown');
  const [includeContext, setIncludeContext] = useState(true);
  const [chosen, setSelection] = useState<Selection | null>(null);

  useEffect(() => {
    void useChatStore.getState().loadMessages(sessionId);
  }, [sessionId]);

  const all = messages ?? NO_MESSAGES;
  const selection = useMemo(() => chosen ?? selectAll(all), [chosen, all]);
  const context = meta?.mask.context ?? NO_MESSAGES;
  const exported = useMemo(
    () => [...(includeContext ? context : NO_MESSAGES), ...selectedMessages(all, selection)],
    [includeContext, context, all, selection],
  );

  return { meta, messages, format, setFormat, includeContext, setIncludeContext, selection, setSelection, exported };
}
