import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../Button/IconButton';
import { cx } from '../cx';
import { ExitFullscreenIcon, FullscreenIcon } from '../icons/message';
import styles from './FullScreen.module.css';

export interface FullScreenProps {
  children: ReactNode;
  className?: string;
}

/** iPhone Safari and some embedded web views have no Fullscreen API; there the button is left out
 * and the children render as they are. */
function fullscreenSupported(): boolean {
  return typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';
}

/** Shows its children with a button that puts them, and only them, in full screen. */
export function FullScreen({ children, className }: FullScreenProps) {
  const { t } = useTranslation('dialogs');
  const ref = useRef<HTMLDivElement>(null);
  const [supported] = useState(fullscreenSupported);
  const [isFullScreen, setIsFullScreen] = useState(false);

  useEffect(() => {
    // Escape and the browser's own controls leave full screen without us, so follow the event.
    const onChange = () => setIsFullScreen(document.fullscreenElement != null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    // A refusal (no user gesture, a permissions policy) fires no fullscreenchange, so the state
    // stays right by itself; there is nothing more to do with the rejection.
    const request = isFullScreen ? document.exitFullscreen() : element.requestFullscreen();
    void request?.catch(() => undefined);
  };

  return (
    <div ref={ref} className={cx(styles.wrapper, isFullScreen && styles.active, className)}>
      {children}
      {supported && (
        <IconButton
          className={styles.button}
          variant="secondary"
          size="sm"
          aria-label={t(isFullScreen ? 'fullscreen.exit' : 'fullscreen.enter')}
          onClick={toggle}
        >
          {isFullScreen ? <ExitFullscreenIcon size={16} /> : <FullscreenIcon size={16} />}
        </IconButton>
      )}
    </div>
  );
}
