import { siblingAt } from '../../../core/chat/tree-walks';
import { IconButton } from '../../components/Button/IconButton';
import { useChatStore } from '../../stores/chat-store';
import styles from './MessageItem.module.css';
import type { RowStrings } from './row-strings';

interface VersionSwitchProps {
  sessionId: string;
  messageId: string;
  /** Which version is shown, from 0, and how many there are. */
  index: number;
  total: number;
  strings: RowStrings;
}

/** "‹ 2 / 3 ›" beside a message that has versions: the buttons show the one before or after it,
 * and below it the branch chosen last under that one. */
export function VersionSwitch({ sessionId, messageId, index, total, strings }: VersionSwitchProps) {
  const show = (step: number) => {
    const chat = useChatStore.getState();
    const target = siblingAt(chat.messagesBySession[sessionId] ?? [], messageId, step);
    if (target) void chat.chooseVersions(sessionId, [target]);
  };
  const label = strings.versionOf.replace('{{index}}', String(index + 1)).replace('{{total}}', String(total));
  return (
    <span className={styles.versions} role="group" aria-label={label}>
      <IconButton size="sm" aria-label={strings.previousVersion} disabled={index === 0} onClick={() => show(-1)}>
        <span className={styles.versionArrow} aria-hidden="true">‹</span>
      </IconButton>
      <span aria-hidden="true">
        {index + 1} / {total}
      </span>
      <IconButton size="sm" aria-label={strings.nextVersion} disabled={index === total - 1} onClick={() => show(1)}>
        <span className={styles.versionArrow} aria-hidden="true">›</span>
      </IconButton>
    </span>
  );
}
