import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SIDEBAR_MAX_WIDTH, SIDEBAR_NARROW_WIDTH } from '../../../core/constants/layout';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { ChatIcon, LogoIcon, MaskIcon, PlusIcon, SettingsIcon } from '../../components/icons/shell';
import { DiscoveryButton } from './DiscoveryButton';
import { ChatList } from './ChatList';
import { SyncIndicator } from './SyncIndicator';
import styles from './Sidebar.module.css';
import { clampSidebarWidth, isNarrowWidth, toggledSidebarWidth } from './sidebar-width';
import { useDragResize } from './use-drag-resize';
import { SCREEN_TOP } from '../../components/Toast/toast-placement';

interface SidebarProps {
  /** Mobile layout: the sidebar fills the screen and cannot be resized. */
  fullWidth: boolean;
  rtl: boolean;
}

const KEYBOARD_STEP = 20;

export function Sidebar({ fullWidth, rtl }: SidebarProps) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const storedWidth = useConfigStore((s) => s.sidebarWidth);
  const updateConfig = useConfigStore((s) => s.update);
  const dontShowMaskSplashScreen = useConfigStore((s) => s.dontShowMaskSplashScreen);
  const newSession = useChatStore((s) => s.newSession);
  const [previewWidth, setPreviewWidth] = useState<number | null>(null);

  const width = fullWidth ? undefined : (previewWidth ?? clampSidebarWidth(storedWidth));
  const narrow = !fullWidth && isNarrowWidth(width ?? storedWidth);

  const commitWidth = useCallback(
    (next: number) => {
      setPreviewWidth(null);
      updateConfig({ sidebarWidth: next });
    },
    [updateConfig],
  );
  const { onPointerDown } = useDragResize({
    width: clampSidebarWidth(storedWidth),
    onPreview: setPreviewWidth,
    onCommit: commitWidth,
    direction: rtl ? -1 : 1,
  });

  const onHandleKey = (event: React.KeyboardEvent) => {
    const grow = rtl ? 'ArrowLeft' : 'ArrowRight';
    const shrink = rtl ? 'ArrowRight' : 'ArrowLeft';
    const current = clampSidebarWidth(storedWidth);
    if (event.key === grow) commitWidth(clampSidebarWidth(Math.max(current, 230) + KEYBOARD_STEP));
    else if (event.key === shrink) commitWidth(clampSidebarWidth(current - KEYBOARD_STEP));
    else if (event.key === 'Enter' || event.key === ' ') commitWidth(toggledSidebarWidth(current));
    else return;
    event.preventDefault();
  };

  const openMasks = () => navigate(dontShowMaskSplashScreen ? '/chat/masks' : '/new-chat', { state: { fromHome: true } });
  const startChat = () => {
    if (dontShowMaskSplashScreen) {
      newSession();
      navigate('/chat');
    } else {
      navigate('/new-chat', { state: { fromHome: true } });
    }
  };

  return (
    <aside
      className={`${styles.sidebar} ${narrow ? styles.narrow : ''} ${fullWidth ? styles.fullWidth : ''}`}
      style={width === undefined ? undefined : { width }}
      aria-label={t('sidebar.label')}
    >
      <header className={styles.header} {...SCREEN_TOP}>
        <LogoIcon className={styles.logo} />
        {!narrow && (
          <div className={styles.brand}>
            <h1 className={styles.title}>PolyChat</h1>
            <p className={styles.subtitle}>{t('sidebar.subtitle')}</p>
          </div>
        )}
      </header>

      <nav className={styles.actions} aria-label={t('sidebar.label')} {...SCREEN_TOP}>
        <button type="button" className={styles.action} onClick={openMasks} title={t('sidebar.masks')}>
          <MaskIcon />
          {!narrow && <span>{t('sidebar.masks')}</span>}
        </button>
        <DiscoveryButton narrow={narrow} />
      </nav>

      <section className={styles.chats} aria-label={t('sidebar.chats')}>
        <ChatList narrow={narrow} />
      </section>

      <footer className={styles.footer}>
        <button type="button" className={styles.iconAction} onClick={() => navigate('/settings')} aria-label={t('sidebar.settings')} title={t('sidebar.settings')}>
          <SettingsIcon />
        </button>
        <SyncIndicator />
        <button type="button" className={styles.newChat} onClick={startChat} aria-label={t('sidebar.newChat')} title={t('sidebar.newChat')}>
          {narrow ? <PlusIcon /> : <ChatIcon />}
          {!narrow && <span>{t('sidebar.newChat')}</span>}
        </button>
      </footer>

      {!fullWidth && (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('sidebar.resize')}
          aria-valuemin={SIDEBAR_NARROW_WIDTH}
          aria-valuemax={SIDEBAR_MAX_WIDTH}
          aria-valuenow={width}
          tabIndex={0}
          className={styles.handle}
          onPointerDown={onPointerDown}
          onKeyDown={onHandleKey}
        />
      )}
    </aside>
  );
}
