import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isWebAddress } from '../../../../core/mcp/shown-parts';
import type { MessageSource } from '../../../../core/schemas/message-source';
import { WEB_READ_FAILURES } from '../../../../core/schemas/web-search';
import { perLanguage } from '../../../i18n/locale-format';
import styles from './WebSearch.module.css';

const dateFormat = perLanguage((language) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }));

/** The date the provider gave, in the reader's language where it is a date, else as it came. */
function shownDate(language: string, published: string): string {
  const time = Date.parse(published);
  return Number.isNaN(time) ? published : dateFormat(language).format(time);
}

/** One source: its title (a link to the page), site and date, why its page failed, and each passage
 * the answer cited from it with the app's verdict (or, from the model's own search, the words of
 * the answer it was cited for). */
export function SourceItem({ source, ref }: { source: MessageSource; ref: Ref<HTMLLIElement> }) {
  const { t, i18n } = useTranslation('webSearch');
  const reason = source.reason && WEB_READ_FAILURES.includes(source.reason) ? source.reason : 'unknown';
  const citations = source.citations ?? [];
  return (
    <li ref={ref} tabIndex={-1} className={styles.source} aria-label={`${source.n}. ${source.title}`}>
      <p className={styles.sourceHead}>
        <span className={styles.sourceNumber}>{source.n}</span>
        {isWebAddress(source.url) ? (
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {source.title}
          </a>
        ) : (
          <span>{source.title}</span>
        )}
      </p>
      <p className={styles.sourceMeta}>
        {[source.site, source.published ? t('sources.published', { date: shownDate(i18n.language, source.published) }) : undefined].filter(Boolean).join(' · ')}
      </p>
      {source.state === 'failed' && <p className={styles.sourceFailed}>{t('sources.failed', { reason: t(`sources.reasons.${reason}`, { status: source.status ?? '' }) })}</p>}
      {source.state === 'found' && citations.length > 0 && <p className={styles.sourceNote}>{t('sources.notRead')}</p>}
      {citations.some((citation) => citation.byModel) && <p className={styles.sourceNote}>{t('sources.byModel')}</p>}
      {citations.length === 0 ? (
        <p className={styles.sourceNote}>{t('sources.notCited')}</p>
      ) : (
        <ul className={styles.citations}>
          {citations.map((citation, index) => (
            <li key={index} className={styles.citation}>
              <span className={citation.verified ? styles.verified : styles.unverified}>
                {citation.verified ? `✓ ${t('sources.verified')}` : `✗ ${t('sources.notVerified')}`}
              </span>{' '}
              <span className={styles.citationKind}>{citation.quoted ? t('sources.quoted') : citation.byModel ? t('sources.citedFor') : t('sources.passage')}</span>
              <blockquote className={styles.passage}>{citation.passage}</blockquote>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
