import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '../../../core/search/search-index';
import { formatDateTime } from '../../i18n/locale-format';
import styles from './Search.module.css';
import { Snippet } from './Snippet';

interface SearchResultItemProps {
  hit: SearchHit;
  topic: string;
  onOpen: (hit: SearchHit) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One message found: its chat, who wrote it and when, and the matched passage. */
export function SearchResultItem({ hit, topic, onOpen, onKeyDown }: SearchResultItemProps) {
  const { t, i18n } = useTranslation('search');
  return (
    <li>
      <button type="button" className={styles.result} onClick={() => onOpen(hit)} onKeyDown={onKeyDown}>
        <span className={styles.resultMeta}>
          <span className={styles.topic}>{topic}</span>
          <span className={styles.role}>{t(`roles.${hit.role}`)}</span>
          {hit.isError && <span className={styles.errorBadge}>{t('error')}</span>}
          <time className={styles.date} dateTime={new Date(hit.date).toISOString()}>
            {formatDateTime(i18n.language, hit.date)}
          </time>
        </span>
        <Snippet parts={hit.snippet} className={styles.snippet} />
      </button>
    </li>
  );
}
