import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteSessionWithUndo } from '../../../app/sessions/delete-session';
import { visiblePath } from '../../../../core/chat/tree';
import { useChatStore } from '../../../stores/chat-store';
import menu from '../../../components/Menu/Menu.module.css';
import { openHistorySummary, openStats, regenerateTitle, resetSession, toggleClearContext } from './session-actions';
import { exportSessionJson, importSessionJson } from '../export/session-json';

interface SessionMenuProps {
  sessionId: string;
  trigger: ReactNode;
}

/** The chat's less frequent actions, behind the header's "more" button. */
export function SessionMenu({ sessionId, trigger }: SessionMenuProps) {
  const { t } = useTranslation(['sessionMenu', 'session', 'branches']);
  // Every branch differs from the path only in a chat that has versions.
  const branched = useChatStore((s) => {
    const messages = s.messagesBySession[sessionId];
    return messages !== undefined && visiblePath(messages).length < messages.length;
  });
  const cleared = useChatStore((s) => s.sessions.find((item) => item.id === sessionId)?.clearContextIndex !== undefined);
  const item = (label: string, onSelect: () => void, danger = false) => (
    <DropdownMenu.Item className={`${menu.item} ${danger ? menu.danger : ''}`} onSelect={onSelect}>
      {label}
    </DropdownMenu.Item>
  );
  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.menu} sideOffset={6} align="end">
          {item(t('menu.regenerateTitle'), () => void regenerateTitle(sessionId))}
          {item(cleared ? t('menu.revertClear') : t('menu.clearContext'), () => toggleClearContext(sessionId))}
          {item(t('menu.stats'), () => openStats(sessionId))}
          {item(t('menu.summary'), () => openHistorySummary(sessionId))}
          {item(t('json.export'), () => void exportSessionJson(sessionId))}
          {branched && item(t('branches:exportJsonEveryBranch'), () => void exportSessionJson(sessionId, true))}
          {item(t('json.import'), importSessionJson)}
          <DropdownMenu.Separator className={menu.separator} />
          {item(t('menu.reset'), () => void resetSession(sessionId), true)}
          {item(t('session:deleteChat'), () => deleteSessionWithUndo(sessionId), true)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
