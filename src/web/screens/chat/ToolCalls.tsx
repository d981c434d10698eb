import { useTranslation } from 'react-i18next';
import type { MessageTool } from '../../../core/types';
import styles from './MessageItem.module.css';

/** The tools the model called for this answer, each with what it returned. */
export function ToolCalls({ tools }: { tools: MessageTool[] }) {
  const { t } = useTranslation('messages');
  return (
    <ul className={styles.tools} aria-label={t('tools')}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <details className={`${styles.tool} ${tool.isError ? styles.toolError : ''}`}>
            <summary>
              {tool.type}
              {tool.isError ? ` · ${t('toolFailed')}` : ''}
            </summary>
            {tool.content && <pre className={styles.toolContent} tabIndex={0}>{tool.content}</pre>}
          </details>
        </li>
      ))}
    </ul>
  );
}
