import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BackIcon } from '../../components/icons/shell';
import { MOBILE_QUERY, useMediaQuery } from '../use-media-query';
import styles from './ScreenHeader.module.css';
import { SCREEN_TOP } from '../../components/Toast/toast-placement';

interface ScreenHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Screens without a sidebar need the way back at every width. */
  alwaysBack?: boolean;
  /** Where back goes: the chat, unless the screen is a step of another. */
  backTo?: string;
}

/** The title bar of a screen. On a phone it carries the back button to the chat list. */
export function ScreenHeader({ title, subtitle, actions, alwaysBack = false, backTo = '/' }: ScreenHeaderProps) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  return (
    <header className={styles.header} {...SCREEN_TOP}>
      {(mobile || alwaysBack) && (
        <button type="button" className={styles.back} onClick={() => navigate(backTo)} aria-label={t('nav.back')}>
          <BackIcon />
        </button>
      )}
      <div className={styles.titles}>
        <h2 className={styles.title}>{title}</h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
