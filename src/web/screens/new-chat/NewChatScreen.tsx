import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Mask } from '../../../core/types';
import { BackIcon } from '../../components/icons/shell';
import { useLanguage } from '../../app/use-language';
import { Button } from '../../components/Button/Button';
import { showConfirm } from '../../components/Dialogs/show';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { useMaskStore } from '../../stores/mask-store';
import { builtinLangOf } from '../masks/builtin-masks';
import { MaskAvatar } from '../masks/MaskAvatar';
import { visibleMasks } from '../masks/mask-list';
import { useBuiltinMasks } from '../masks/use-builtin-masks';
import styles from './NewChatScreen.module.css';
import { SCREEN_TOP } from '../../components/Toast/toast-placement';

/** The sidebar opens this screen with a fromHome state: Return then goes back to where the user
 * was; opened any other way (a link, a reload) it goes home. */
const isFromHome = () => Boolean((window.history.state as { fromHome?: boolean } | null)?.fromHome);

/** The mask picker shown before a new chat: start from a mask, or skip and start plainly. */
export function NewChatScreen() {
  const { t } = useTranslation('newChat');
  const [, navigate] = useLocation();
  const newSession = useChatStore((s) => s.newSession);
  const updateConfig = useConfigStore((s) => s.update);
  const userMasks = useMaskStore((s) => s.records);
  const hideBuiltin = useConfigStore((s) => s.hideBuiltinMasks);
  const builtin = useBuiltinMasks();
  const preferred = builtinLangOf(useLanguage());
  // The user's masks and the built-in list of the interface language; the others are on the mask page.
  const list = useMemo(
    () => [
      ...visibleMasks({ user: Object.values(userMasks), builtin, hideBuiltin: true, preferred, lang: 'all', query: '' }),
      ...(hideBuiltin ? [] : builtin[preferred]),
    ],
    [userMasks, builtin, hideBuiltin, preferred],
  );

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
      <div className={styles.top} {...SCREEN_TOP}>
        <Button variant="ghost" icon={<BackIcon />} onClick={() => (isFromHome() ? window.history.back() : navigate('/'))}>
          {t('return')}
        </Button>
        <Button variant="ghost" onClick={() => void neverShow()}>
          {t('neverShow')}
        </Button>
      </div>
      <div className={styles.intro} {...SCREEN_TOP}>
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
                <MaskAvatar mask={mask} />
                <span className={styles.maskName}>{mask.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
