import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageImages, messageText } from '../../../../core/chat/message-content';
import type { ChatMessage } from '../../../../core/types';
import { formatDateTime } from '../../../i18n/locale-format';
import { cx } from '../../../components/cx';
import { Markdown } from '../../../components/markdown/Markdown';
import { useImageUrl } from '../../../services/images/use-image-url';
import styles from './Export.module.css';

/** The attribute that numbers a message of the sheet, so a page can keep only its own. */
export const SHEET_INDEX_ATTRIBUTE = 'data-export-index';

function SheetImage({ url }: { url: string }) {
  const { t } = useTranslation('messages');
  const { src, failed } = useImageUrl(url);
  if (failed) return <span className={styles.sheetImageMissing}>{t('imageUnavailable')}</span>;
  // Not lazy: the sheet is off screen, and a lazy image there would never load.
  return src ? <img src={src} alt="" className={styles.sheetImage} /> : null;
}

function SheetMessage({ message, index }: { message: ChatMessage; index: number }) {
  const { t, i18n } = useTranslation('chat');
  const { t: te } = useTranslation('exportDialog');
  const text = messageText(message.content);
  const images = messageImages(message.content);
  const meta = [message.role === 'assistant' ? message.model : undefined, formatDateTime(i18n.language, message.date)].filter(Boolean).join(' · ');
  return (
    <article
      className={cx(styles.sheetMessage, message.role === 'user' && styles.sheetUser, message.isError && styles.sheetError)}
      {...{ [SHEET_INDEX_ATTRIBUTE]: index }}
    >
      <div className={styles.sheetMessageHead}>
        <strong>{t(`roles.${message.role}`)}</strong>
        <span>{meta}</span>
      </div>
      {images.length > 0 && (
        <div className={styles.sheetImages}>
          {images.map((url, i) => (
            <SheetImage key={i} url={url} />
          ))}
        </div>
      )}
      {message.role === 'tool' ? <pre className={styles.sheetTool}>{text}</pre> : text && <Markdown text={text} />}
      {message.tool_calls?.map((call) => (
        <div key={call.id} className={styles.sheetToolCall}>
          {te('doc.toolCall')}: <code>{call.function.name}</code>
        </div>
      ))}
    </article>
  );
}

export interface ConversationSheetProps {
  topic: string;
  model: string;
  exportedAt: number;
  messages: ChatMessage[];
}

/** The conversation as it is drawn into the PNG: a header with the topic, the model, the date and
 * the message count, then the messages with the app's markdown. Its element holding the page
 * number is left empty here and filled in for each page just before it is drawn. */
export const ConversationSheet = forwardRef<HTMLDivElement, ConversationSheetProps>(function ConversationSheet(
  { topic, model, exportedAt, messages },
  ref,
) {
  const { t, i18n } = useTranslation('exportDialog');
  const { t: tc } = useTranslation('common');
  return (
    <div ref={ref} className={styles.sheet}>
      <header className={styles.sheetHeader}>
        <div className={styles.sheetTitleRow}>
          <div className={styles.sheetTitle}>{topic}</div>
          <div className={styles.sheetBrand}>{tc('appName')}</div>
        </div>
        <div className={styles.sheetMeta}>
          <span>
            {t('doc.model')}: {model}
          </span>
          <span>{formatDateTime(i18n.language, exportedAt)}</span>
          <span>{t('doc.messages', { count: messages.length })}</span>
          <span data-export-page="" />
        </div>
      </header>
      {messages.map((message, index) => (
        <SheetMessage key={`${message.id}-${index}`} message={message} index={index} />
      ))}
    </div>
  );
});
