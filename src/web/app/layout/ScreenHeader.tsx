import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from '../icons';
import { useMediaQuery } from '../use-media-query';
import { MOBILE_QUERY } from './Shell';
import styles from './ScreenHeader.module.css';

interface ScreenHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The title bar of a screen. On a phone it carries the back button to the chat list. */
export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const mobile = useMediaQuery(MOBILE_QUERY);
  return (
    <header className={styles.header}>
      {mobile && (
        <button type="button" className={styles.back} onClick={() => navigate('/')} aria-label={t('nav.back')}>
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
