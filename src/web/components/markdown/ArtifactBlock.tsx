import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTIFACT_MIME, type ArtifactKind } from '../../../core/chat/artifacts';
import { ArtifactShareError, shareArtifact } from '../../services/artifacts/share-artifact';
import { downloadFile } from '../../services/download';
import { FullScreen } from '../FullScreen/FullScreen';
import { showToast } from '../Toast/showToast';
import { ArtifactFrame } from './ArtifactFrame';
import { CodeBlock } from './CodeBlock';
import { copyToClipboard } from './copy-to-clipboard';
import styles from './Markdown.module.css';

export interface ArtifactBlockProps {
  code: string;
  language: string | undefined;
  kind: ArtifactKind;
}

/** An HTML page or an SVG picture of a reply: its code, or a live preview that runs in a sandbox
 * (its scripts run, but reach neither the app's storage, nor its cookies, nor this page). */
export function ArtifactBlock({ code, language, kind }: ArtifactBlockProps) {
  const { t } = useTranslation('markdown');
  const [view, setView] = useState<'preview' | 'code'>('preview');
  const [sharing, setSharing] = useState(false);
  const panelId = useId();

  const share = async () => {
    setSharing(true);
    try {
      const link = await shareArtifact(code);
      await copyToClipboard(link);
      showToast(t('artifact.shared', { link }));
    } catch (error) {
      const refused = error instanceof ArtifactShareError ? error : undefined;
      showToast(refused?.refusal ?? (refused?.reason === 'too_large' ? t('artifact.tooLarge') : t('artifact.shareFailed')));
    } finally {
      setSharing(false);
    }
  };

  const tab = (name: 'preview' | 'code') => (
    <button
      type="button"
      role="tab"
      aria-selected={view === name}
      aria-controls={panelId}
      className={styles.artifactTab}
      onClick={() => setView(name)}
    >
      {t(`artifact.${name}`)}
    </button>
  );

  return (
    <div className={styles.artifact} role="group" aria-label={t('artifact.label', { kind: kind.toUpperCase() })}>
      <div className={styles.artifactToolbar}>
        <div role="tablist" aria-label={t('artifact.views')} className={styles.artifactTabs}>
          {tab('preview')}
          {tab('code')}
        </div>
        <button type="button" className={styles.artifactAction} onClick={() => downloadFile(`artifact.${kind}`, code, ARTIFACT_MIME[kind])}>
          {t('artifact.download')}
        </button>
        <button type="button" className={styles.artifactAction} onClick={() => void copyToClipboard(code)}>
          {t('artifact.copy')}
        </button>
        <button type="button" className={styles.artifactAction} disabled={sharing} onClick={() => void share()}>
          {t('artifact.share')}
        </button>
      </div>
      <div id={panelId} role="tabpanel">
        {view === 'preview' ? (
          <FullScreen className={styles.artifactStage}>
            <ArtifactFrame content={code} kind={kind} title={t('artifact.frameTitle', { kind: kind.toUpperCase() })} />
          </FullScreen>
        ) : (
          <CodeBlock code={code} language={language} />
        )}
      </div>
    </div>
  );
}
