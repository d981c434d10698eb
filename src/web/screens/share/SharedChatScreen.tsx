import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PROJECT_URL } from '../../../core/constants/project';
import { readSharedChat, sharedChatMessages, type SharedChat } from '../../../core/export/shared-chat';
import { createEmptyMask, createEmptySession } from '../../../core/defaults';
import { formatDateTime } from '../../i18n/locale-format';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { Button } from '../../components/Button/Button';
import { showToast } from '../../components/Toast/showToast';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { newId } from '../../stores/ids';
import { SharedStatus } from '../viewer/SharedStatus';
import { useShared } from '../viewer/use-shared';
import styles from '../viewer/Viewer.module.css';
import { withStrings } from '../../i18n/setup';

const Markdown = lazy(() => withStrings(import('../../components/markdown/Markdown'), 'markdown').then((module) => ({ default: module.Markdown })));

/** An answer that is not a shared chat is a failure to read, not a page to draw. */
async function readChat(response: Response): Promise<SharedChat> {
  const chat = readSharedChat(await response.json());
  if (!chat) throw new Error('Not a shared chat');
  return chat;
}

/** The footer's sentence, its <link>…</link> part a link to the project: the words around the name
 * are the language's own, in its own order. */
function ProductLine({ text }: { text: string }) {
  const [before = '', name = '', after = ''] = text.split(/<link>(.*?)<\/link>/);
  return (
    <>
      {before}
      <a href={PROJECT_URL} target="_blank" rel="noopener noreferrer">
        {name}
      </a>
      {after}
    </>
  );
}

/** /share/{id}: a chat shared through our own server, read-only, with the same safe markdown as
 * the chat (raw HTML shown as text, no artifact runs here). */
export function SharedChatScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation('viewer');
  const [, navigate] = useLocation();
  const shared = useShared(`./api/share/${encodeURIComponent(id)}`, readChat);

  const continueChat = async (chat: SharedChat) => {
    const now = Date.now();
    const mask = createEmptyMask({ id: newId(), now, modelConfig: useConfigStore.getState().modelConfig });
    const source = createEmptySession({ id: newId(), now, order: 0, mask });
    await useChatStore.getState().insertSession(source, sharedChatMessages(chat, now, newId));
    showToast(t('share.continued'));
    navigate('/chat');
  };

  if (shared.status !== 'found') {
    return (
      <div className={styles.page}>
        <ScreenHeader title={t('share.title')} alwaysBack />
        <SharedStatus status={shared.status} notFound={t('share.notFound')} retry={shared.retry} />
      </div>
    );
  }
  const chat = shared.value;
  const subtitle = t('share.subtitle', { count: chat.items.length, date: formatDateTime(i18n.language, chat.createdAt) });
  return (
    <div className={styles.page}>
      <ScreenHeader
        title={t('share.title')}
        subtitle={subtitle}
        alwaysBack
        actions={
          <Button size="sm" variant="primary" onClick={() => void continueChat(chat)}>
            {t('share.continue')}
          </Button>
        }
      />
      <div className={styles.conversation}>
        <ol className={styles.messages}>
          {chat.items.map((item, index) => (
            <li key={index} className={`${styles.message} ${item.from === 'human' ? styles.human : ''}`}>
              <span className={styles.author}>{t(`share.roles.${item.from}`)}</span>
              <article className={styles.bubble} aria-label={t(`share.roles.${item.from}`)}>
                <Suspense fallback={<p>{item.value}</p>}>
                  <Markdown text={item.value} />
                </Suspense>
              </article>
            </li>
          ))}
        </ol>
        <footer className={styles.footer}>
          <ProductLine text={t('share.footer')} />
        </footer>
      </div>
    </div>
  );
}
