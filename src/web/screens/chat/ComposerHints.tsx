import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { McpPromptEntry } from '../../services/mcp/prompts';
import type { ChatCommand } from './chat-commands';
import styles from './Composer.module.css';

export interface Hint {
  id: string;
  title: string;
  /** A prompt's text. A command's description is in the suggestions' own words (its id names it). */
  detail?: string;
  /** A prompt of an MCP server, whose name the suggestion shows. */
  mcp?: McpPromptEntry;
}

interface ComposerHintsProps {
  id: string;
  kind: 'commands' | 'prompts';
  hints: Hint[];
  active: number;
  onPick: (hint: Hint) => void;
  onHover: (index: number) => void;
}

/** Suggestions above the input ('/' prompts, ':' commands). The input keeps the focus and drives
 * the active option with the arrow keys (aria-activedescendant), as a combobox does. */
export function ComposerHints({ id, kind, hints, active, onPick, onHover }: ComposerHintsProps) {
  const { t } = useTranslation('messages');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <ul ref={list} id={id} role="listbox" aria-label={kind === 'commands' ? t('commandsLabel') : t('promptsLabel')} className={styles.hints}>
      {hints.map((hint, index) => (
        <li
          key={hint.id}
          id={`${id}-${index}`}
          data-index={index}
          role="option"
          aria-selected={index === active}
          className={styles.hint}
          onMouseEnter={() => onHover(index)}
          // Keep the focus in the input: a mousedown elsewhere would take it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(hint)}
        >
          <span className={styles.hintTitle}>{hint.mcp ? `${hint.title} · ${hint.mcp.serverName}` : hint.title}</span>
          <span className={styles.hintDetail}>{kind === 'commands' ? t(`commands.${hint.id as ChatCommand}`) : hint.detail}</span>
        </li>
      ))}
    </ul>
  );
}
