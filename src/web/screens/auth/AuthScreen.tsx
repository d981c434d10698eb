import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { Button } from '../../components/Button/Button';
import { PasswordInput } from '../../components/PasswordInput/PasswordInput';
import { BUILD_MODE } from '../../services/build-mode';
import { serverConfigApplied } from '../../services/server-config-ready';
import { useAccessStore } from '../../stores/access-store';
import styles from './AuthScreen.module.css';
import { SCREEN_TOP } from '../../components/Toast/toast-placement';

/** The access page of part 1 section 2. */
export function AuthScreen() {
  const { t } = useTranslation('settingsPage');
  const [, navigate] = useLocation();
  const access = useAccessStore();
  // Whether this server asks for a code is known once its configuration has arrived (or failed
  // to, when the strict assumption stands): until then the page claims neither.
  const [known, setKnown] = useState(false);
  useEffect(() => {
    let live = true;
    void serverConfigApplied().then(() => live && setKnown(true));
    return () => {
      live = false;
    };
  }, []);

  // The desktop app talks to providers directly: there is no access code, only keys in settings.
  if (BUILD_MODE === 'desktop') return <Redirect to="/settings" replace />;
  if (!known) return <div className={styles.screen} aria-busy="true" />;
  if (!access.needCode) {
    return (
      <div className={styles.screen}>
        <h1 className={styles.title}>{t('auth.openTitle')}</h1>
        <p className={styles.tip}>{t('auth.openTip')}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => navigate('/chat')}>
            {t('auth.start')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title} {...SCREEN_TOP}>{t('auth.title')}</h1>
      <p className={styles.tip}>{t('auth.tip')}</p>
      <PasswordInput
        wrapperClassName={styles.field}
        aria-label={t('auth.input')}
        placeholder={t('auth.input')}
        value={access.accessCode}
        onChange={(event) => access.update({ accessCode: event.target.value })}
      />
      {!access.hideUserApiKey && (
        <>
          <p className={styles.tip}>{t('auth.subTip')}</p>
          <PasswordInput
            wrapperClassName={styles.field}
            aria-label={t('auth.openaiKey')}
            placeholder={t('auth.openaiKey')}
            value={access.openaiApiKey}
            onChange={(event) => access.update({ openaiApiKey: event.target.value })}
          />
          <PasswordInput
            wrapperClassName={styles.field}
            aria-label={t('auth.googleKey')}
            placeholder={t('auth.googleKey')}
            value={access.googleApiKey}
            onChange={(event) => access.update({ googleApiKey: event.target.value })}
          />
        </>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => navigate('/chat')}>
          {t('auth.confirm')}
        </Button>
        <Button
          onClick={() => {
            access.update({ openaiApiKey: '', accessCode: '' });
            navigate('/');
          }}
        >
          {t('auth.later')}
        </Button>
      </div>
    </div>
  );
}
