import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Mask } from '../../../core/types';
import { BackIcon } from '../../app/icons';
import { Button, showConfirm } from '../../components';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { useMaskStore } from '../../stores/mask-store';
import styles from './NewChatScreen.module.css';

/** The sidebar opens this screen with a fromHome state: Return then goes back to where the user
 * was; opened any other way (a link, a reload) it goes home. */
const isFromHome = () => Boolean((window.history.state as { fromHome?: boolean } | null)?.fromHome);

/** The mask picker shown before a new chat: start from a mask, or skip and start plainly. */
export function NewChatScreen() {
  const { t } = useTranslation('newChat');
  const [, navigate] = useLocation();
  const newSession = useChatStore((s) => s.newSession);
  const updateConfig = useConfigStore((s) => s.update);
  const masks = useMaskStore((s) => s.records);
  const list = Object.values(masks).sort((a, b) => b.createdAt - a.createdAt);

  const start = (mask?: Mask) => {
    newSession(mask);
    navigate('/chat', { replace: true });
  };
  const neverShow = async () => {
    if (!(await showConfirm(t('confirmNeverShow')))) return;
    updateConfig({ dontShowMaskSplashScreen: true });
    start();
  };

  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <Button variant="ghost" icon={<BackIcon />} onClick={() => (isFromHome() ? window.history.back() : navigate('/'))}>
          {t('return')}
        </Button>
        <Button variant="ghost" onClick={() => void neverShow()}>
          {t('neverShow')}
        </Button>
      </div>
      <div className={styles.intro}>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.subtitle}>{t('subtitle')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => navigate('/chat/masks')}>
            {t('more')}
          </Button>
          <Button variant="primary" onClick={() => start()}>
            {t('skip')}
          </Button>
        </div>
      </div>
      {list.length > 0 && (
        <ul className={styles.masks} aria-label={t('masks')}>
          {list.map((mask) => (
            <li key={mask.id}>
              <button type="button" className={styles.mask} onClick={() => start(mask)}>
                <span className={styles.avatar} aria-hidden="true">
                  {mask.name.slice(0, 1)}
                </span>
                <span className={styles.maskName}>{mask.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
