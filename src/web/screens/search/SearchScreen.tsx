import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { RESULT_PAGE, type SearchHit } from '../../../core/search/search-index';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { useTopicLabel } from '../../app/use-topic';
import { Input } from '../../components/Input/Input';
import { useChatStore } from '../../stores/chat-store';
import { useMessageFocus } from '../chat/message-focus';
import { startSearchIndex, useSearchIndex } from './search-client';
import styles from './Search.module.css';
import layout from '../../app/layout/ScreenLayout.module.css';
import { SearchResultItem } from './SearchResultItem';
import { useMessageSearch } from './use-message-search';

/** Search in chat history (part 1 section 2, /search-chat): every message of every session,
 * best matches first; a result opens its chat at that message. */
export function SearchScreen() {
  const { t } = useTranslation('search');
  const [, navigate] = useLocation();
  const topicLabel = useTopicLabel();
  const sessions = useChatStore((s) => s.sessions);
  const { status, size } = useSearchIndex();
  const [query, setQuery] = useState('');
  const shown = useMessageSearch(query);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => startSearchIndex(), []);

  const topics = new Map(sessions.map((session) => [session.id, topicLabel(session.topic)]));
  const hits = (shown?.results.hits ?? []).filter((hit) => topics.has(hit.sessionId));

  const open = (hit: SearchHit) => {
    useMessageFocus.getState().focus({ sessionId: hit.sessionId, messageId: hit.id });
    useChatStore.getState().selectSession(hit.sessionId);
    navigate('/chat');
  };

  const resultButtons = () => [...(list.current?.querySelectorAll('button') ?? [])];
  // Enter opens the best result, unless it confirms a word of a Chinese or Japanese input method.
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = hits[0];
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      resultButtons()[0]?.focus();
    } else if (event.key === 'Enter' && first && !event.nativeEvent.isComposing) {
      event.preventDefault();
      open(first);
    }
  };
  const onResultKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = resultButtons();
    const at = buttons.indexOf(event.currentTarget) + (event.key === 'ArrowDown' ? 1 : -1);
    if (at < 0) input.current?.focus();
    else buttons[Math.min(at, buttons.length - 1)]?.focus();
  };

  const total = shown?.results.total ?? 0;
  let state;
  if (status === 'failed') state = <p>{t('failed')}</p>;
  else if (status === 'building') state = <p>{t('building')}</p>;
  else if (size === 0) state = <p>{t('noData')}</p>;
  else if (!query.trim()) state = <p className={styles.muted}>{t('hint')}</p>;
  else if (shown && total === 0) {
    state = (
      <>
        <p>{t('noResult', { query: shown.query })}</p>
        <p className={styles.muted}>{t('noResultHint')}</p>
      </>
    );
  } else if (shown) {
    state = (
      <p className={styles.count}>
        {total > RESULT_PAGE ? t('resultsCapped', { total, count: RESULT_PAGE }) : t('results', { count: total })}
      </p>
    );
  }

  return (
    <div className={layout.screen}>
      <ScreenHeader title={t('title')} subtitle={status === 'ready' && size > 0 ? t('subtitle', { count: size }) : undefined} />
      <div className={layout.body}>
        <div className={styles.searchBox}>
          <Input
            ref={input}
            type="search"
            aria-label={t('label')}
            placeholder={t('placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKey}
            autoFocus
            enterKeyHint="search"
          />
        </div>
        <div role="status" className={hits.length > 0 ? undefined : styles.state}>
          {state}
        </div>
        {hits.length > 0 && (
          <ol ref={list} className={styles.results} aria-label={t('resultsLabel')}>
            {hits.map((hit) => (
              <SearchResultItem key={hit.id} hit={hit} topic={topics.get(hit.sessionId) ?? ''} onOpen={open} onKeyDown={onResultKey} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
