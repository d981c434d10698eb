import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { Button } from '../../components/Button/Button';
import { ArtifactFrame } from '../../components/markdown/ArtifactFrame';
import { copyToClipboard } from '../../components/markdown/copy-to-clipboard';
import { artifactLink } from '../../services/artifacts/share-artifact';
import { downloadFile } from '../../services/download';
import { SharedStatus } from '../viewer/SharedStatus';
import { useShared } from '../viewer/use-shared';
import styles from '../viewer/Viewer.module.css';

const readText = (response: Response) => response.text();

/** /artifacts/{id}: a shared artifact alone, framed by our server's copy of it. The frame loads
 * the served document, which carries its own sandbox policy, so opening it is safe however the
 * link was reached. */
export function ArtifactScreen({ id }: { id: string }) {
  const { t } = useTranslation('viewer');
  const src = `./api/artifacts/${encodeURIComponent(id)}`;
  const shared = useShared(src, readText);
  const actions =
    shared.status === 'found' ? (
      <>
        <Button size="sm" onClick={() => void copyToClipboard(artifactLink(id))}>
          {t('artifact.copyLink')}
        </Button>
        <Button size="sm" onClick={() => downloadFile('artifact.html', shared.value, 'text/html')}>
          {t('artifact.download')}
        </Button>
      </>
    ) : undefined;
  return (
    <div className={styles.page}>
      <ScreenHeader title={t('artifact.title')} subtitle={t('artifact.subtitle')} actions={actions} alwaysBack />
      {shared.status === 'found' ? (
        <div className={styles.frameArea}>
          <ArtifactFrame src={src} title={t('artifact.frame')} />
        </div>
      ) : (
        <SharedStatus status={shared.status} notFound={t('artifact.notFound')} retry={shared.retry} />
      )}
    </div>
  );
}
