import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFileName } from '../../../../core/export/file-name';
import type { ChatMessage } from '../../../../core/types';
import { Button } from '../../../components/Button/Button';
import { cx } from '../../../components/cx';
import { copyToClipboard } from '../../../components/markdown/copy-to-clipboard';
import { Modal } from '../../../components/Modal/Modal';
import { showToast } from '../../../components/Toast/showToast';
import { useAccessStore } from '../../../stores/access-store';
import { canCopyImages, copyImage } from '../../../services/images/copy-image';
import styles from './Export.module.css';
import { ImagePreview, type RenderedImage } from './ImagePreview';
import { SelectStep } from './SelectStep';
import { MARKDOWN_FILE, PNG_FILE, saveFile } from './save-file';
import { ShareError, shareConversation, type ShareResult } from './share-conversation';
import { ShareLink } from './ShareLink';
import { topicLabel } from './topic-label';
import { useExportChoices } from './use-export-choices';
import { useMarkdown } from './use-markdown';

type Step = 'select' | 'preview';
const STEPS: Step[] = ['select', 'preview'];

interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  sessionId: string;
}

/** Spec part 1 §2: "Two steps, Select then Preview. Formats: Markdown text or PNG image. Actions:
 * copy all, download, share to a public chat-sharing site. An option includes the mask context." */
export function ExportDialog({ open, onClose, sessionId }: ExportDialogProps) {
  const { t } = useTranslation('exportDialog');
  const { t: te } = useTranslation('errors');
  const choices = useExportChoices(sessionId);
  const shareEnabled = useAccessStore((s) => s.shareEnabled);
  const [step, setStep] = useState<Step>('select');
  const [exportedAt, setExportedAt] = useState(Date.now);
  // What the preview shows is fixed when it opens: a reply arriving meanwhile does not redraw it.
  const [previewed, setPreviewed] = useState<ChatMessage[]>([]);
  const [images, setImages] = useState<RenderedImage[]>([]);
  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState<ShareResult | null>(null);

  const topic = topicLabel(choices.meta?.topic ?? '');
  const model = choices.meta?.mask.modelConfig.model ?? '';
  const { exported, format } = choices;
  const markdown = useMarkdown(choices.meta?.topic ?? '', model, previewed, exportedAt, choices.versions);

  const goTo = (next: Step) => {
    if (next === 'preview') setExportedAt(Date.now());
    setPreviewed(next === 'preview' ? exported : []);
    setImages([]);
    setShared(null);
    setStep(next);
  };

  const share = async () => {
    setSharing(true);
    try {
      // A shared chat shows the path on screen, whatever was exported.
      setShared(await shareConversation(previewed.filter((message) => !choices.offPath.has(message.id))));
    } catch (error) {
      console.warn('Sharing failed', error);
      showToast(error instanceof ShareError && error.refusal !== undefined ? error.refusal : te('shareError'));
    } finally {
      setSharing(false);
    }
  };

  const single = images.length === 1 ? images[0] : undefined;
  const previewActions = (
    <>
      <Button onClick={() => goTo('select')}>{t('back')}</Button>
      {shareEnabled && (
        <Button onClick={() => void share()} disabled={sharing} aria-busy={sharing || undefined}>
          {sharing ? t('share.working') : t('share.action')}
        </Button>
      )}
      {format === 'markdown' && (
        <>
          <Button onClick={() => void copyToClipboard(markdown)}>{t('preview.copyAll')}</Button>
          <Button variant="primary" onClick={() => void saveFile(markdown, exportFileName(topic, exportedAt, MARKDOWN_FILE.extension), MARKDOWN_FILE)}>
            {t('preview.download')}
          </Button>
        </>
      )}
      {single && (
        <>
          {canCopyImages() && <Button onClick={() => void copyImage(single.blob)}>{t('preview.copyImage')}</Button>}
          <Button variant="primary" onClick={() => void saveFile(single.blob, single.name, PNG_FILE)}>
            {t('preview.download')}
          </Button>
        </>
      )}
    </>
  );
  // The mask's preset messages alone are not a conversation worth exporting.
  const nothingChosen = choices.selection.size === 0;
  const selectActions = (
    <>
      {nothingChosen && choices.messages && <span className={styles.footerNote}>{t('select.nothing')}</span>}
      <Button variant="primary" disabled={nothingChosen} onClick={() => goTo('preview')}>
        {t('next')}
      </Button>
    </>
  );

  return (
    <Modal open={open} onClose={onClose} title={t('title')} className={styles.dialog} actions={step === 'select' ? selectActions : previewActions}>
      <ol className={styles.steps} aria-label={t('steps.label')}>
        {STEPS.map((item, index) => (
          <li key={item} className={cx(styles.stepItem, item === step && styles.stepCurrent)} aria-current={item === step ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {t(`steps.${item}`)}
          </li>
        ))}
      </ol>
      {step === 'select' && <SelectStep choices={choices} />}
      {step === 'preview' && (
        <div className={styles.step}>
          {shared && <ShareLink result={shared} />}
          {format === 'markdown' ? (
            <pre className={styles.markdown} tabIndex={0} aria-label={t('preview.markdownLabel')}>
              {markdown}
            </pre>
          ) : (
            <ImagePreview topic={topic} model={model} exportedAt={exportedAt} messages={previewed} onImages={setImages} />
          )}
        </div>
      )}
    </Modal>
  );
}
