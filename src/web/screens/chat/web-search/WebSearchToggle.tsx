import { useTranslation } from 'react-i18next';
import { searchTarget } from '../../../../core/web-search/search-target';
import { Icon, type IconProps } from '../../../components/icons/Icon';
import { useAccessStore } from '../../../stores/access-store';
import { useChatStore } from '../../../stores/chat-store';
import composer from '../Composer.module.css';
import styles from './WebSearch.module.css';

function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Icon>
  );
}

/** The chat's web search switch. It lives in the chat's mask, so a mask saved from the chat, and
 * every chat started from that mask, keeps it. Off and unusable until a search service is set up. */
export function WebSearchToggle({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('webSearch');
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  const ready = useAccessStore((s) => searchTarget(s, s.webSearchProviders) !== undefined);
  const on = session?.mask.webSearch === true;
  const label = on ? t('toggle.on') : t('toggle.off');
  const toggle = () => {
    if (session) useChatStore.getState().updateSessionMeta(session.id, { mask: { ...session.mask, webSearch: !on } });
  };
  return (
    <button
      type="button"
      className={`${composer.action} ${on ? styles.toggleOn : ''}`}
      aria-pressed={on}
      onClick={toggle}
      title={ready || on ? label : t('toggle.notSetUp')}
      disabled={!ready && !on}
    >
      <GlobeIcon size={16} />
      <span className={composer.actionLabel}>{label}</span>
    </button>
  );
}
