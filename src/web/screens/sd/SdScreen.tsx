import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { MOBILE_QUERY, useMediaQuery } from '../../app/use-media-query';
import { Button } from '../../components/Button/Button';
import { SdForm } from './SdForm';
import { SdRecords } from './SdRecords';
import styles from './Sd.module.css';

/** /sd: the image-generation panel. Wide screens show the form beside the generations; a phone
 * shows the generations, and the form on its own screen (/sd-new). */
export function SdScreen() {
  const { t } = useTranslation('sd');
  const [, navigate] = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const actions = mobile ? (
    <Button size="sm" variant="primary" onClick={() => navigate('/sd-new')}>
      {t('newGeneration')}
    </Button>
  ) : undefined;
  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} actions={actions} alwaysBack />
      <div className={styles.body}>
        {!mobile && (
          <aside className={styles.formPane}>
            <SdForm />
          </aside>
        )}
        <SdRecords {...(mobile ? { onReuse: () => navigate('/sd-new') } : {})} />
      </div>
    </div>
  );
}

/** /sd-new: the form alone; once it has started a generation, back to the list to watch it. */
export function SdNewScreen() {
  const { t } = useTranslation('sd');
  const [, navigate] = useLocation();
  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('newGeneration')} subtitle={t('title')} alwaysBack backTo="/sd" />
      <div className={styles.newBody}>
        <SdForm onGenerated={() => navigate('/sd')} />
      </div>
    </div>
  );
}
