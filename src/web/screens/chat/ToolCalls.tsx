import { useTranslation } from 'react-i18next';
import { isShownImageUrl, isWebAddress } from '../../../core/mcp/shown-parts';
import { shownToolName } from '../../../core/mcp/tool-names';
import type { MessageTool, ToolResultPart } from '../../../core/types';
import styles from './MessageItem.module.css';

/** One piece of a result. Everything a tool said is text here; an image is shown only from a data:
 * URL of a raster type, and a link is made only to an http(s) address, opened apart from the app. */
function ResultPart({ part }: { part: ToolResultPart }) {
  const { t } = useTranslation('messages');
  if (part.type === 'image' && isShownImageUrl(part.url)) {
    return <img className={styles.toolImage} src={part.url} alt={t('toolImage')} />;
  }
  if (part.type === 'link' && isWebAddress(part.url)) {
    return (
      <p className={styles.toolLink}>
        <a href={part.url} target="_blank" rel="noopener noreferrer">
          {part.name || part.url}
        </a>
      </p>
    );
  }
  const text = part.type === 'text' ? part.text : part.type === 'link' ? `${part.name ?? ''} ${part.url}`.trim() : t('toolImageLeftOut');
  return (
    <pre className={styles.toolContent} tabIndex={0}>
      {text}
    </pre>
  );
}

/** The tools the model called for this answer, each with what it returned. */
export function ToolCalls({ tools }: { tools: MessageTool[] }) {
  const { t } = useTranslation('messages');
  return (
    <ul className={styles.tools} aria-label={t('tools')}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <details className={`${styles.tool} ${tool.isError ? styles.toolError : ''}`}>
            <summary>
              {shownToolName(tool.type)}
              {tool.isError ? ` · ${t('toolFailed')}` : ''}
            </summary>
            {tool.parts
              ? tool.parts.map((part, index) => <ResultPart key={index} part={part} />)
              : tool.content && (
                  <pre className={styles.toolContent} tabIndex={0}>
                    {tool.content}
                  </pre>
                )}
          </details>
        </li>
      ))}
    </ul>
  );
}
