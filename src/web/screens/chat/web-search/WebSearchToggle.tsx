import { useTranslation } from 'react-i18next';
import { hasNativeSearch } from '../../../../core/models/native-search';
import { searchBy } from '../../../../core/web-search/search-by';
import { searchTarget } from '../../../../core/web-search/search-target';
import { Icon, type IconProps } from '../../../components/icons/Icon';
import { useAccessStore } from '../../../stores/access-store';
import { useChatStore } from '../../../stores/chat-store';
import { useConfigStore } from '../../../stores/config-store';
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

function ModelSearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="6" />
      <path d="m20 20-5.5-5.5M10 7v6M7 10h6" />
    </Icon>
  );
}

/** The chat's web search switch and, where the chat's model searches the web itself, the choice of
 * who searches: the app or the model. Both live in the chat's mask, so a mask saved from the chat,
 * and every chat started from that mask, keeps them. Off and unusable until someone can search. */
export function WebSearchToggle({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('inputActions', { keyPrefix: 'webSearch' });
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  const appSearches = useAccessStore((s) => searchTarget(s, s.webSearchProviders) !== undefined);
  const config = useConfigStore((s) => (session?.mask.syncGlobalConfig === false ? session.mask.modelConfig : s.modelConfig));
  const modelSearches = hasNativeSearch(config.providerName, config.model);
  const on = session?.mask.webSearch === true;
  const ready = appSearches || modelSearches;
  const by = searchBy(session?.mask.webSearchBy, modelSearches, appSearches);
  const label = on ? t('toggle.on') : t('toggle.off');
  const update = (patch: { webSearch?: boolean; webSearchBy?: 'app' | 'model' }) => {
    if (session) useChatStore.getState().updateSessionMeta(session.id, { mask: { ...session.mask, ...patch } });
  };
  const byLabel = by === 'model' ? t('by.model', { model: config.model }) : t('by.app');
  return (
    <>
      <button
        type="button"
        className={`${composer.action} ${on ? styles.toggleOn : ''}`}
        aria-pressed={on}
        onClick={() => update({ webSearch: !on })}
        title={ready || on ? label : t('toggle.notSetUp')}
        disabled={!ready && !on}
      >
        <GlobeIcon size={16} />
        <span className={composer.actionLabel}>{label}</span>
      </button>
      {on && modelSearches && (
        <button
          type="button"
          className={`${composer.action} ${by === 'model' ? styles.toggleOn : ''}`}
          aria-pressed={by === 'model'}
          aria-label={t('by.label')}
          onClick={() => update({ webSearchBy: by === 'model' ? 'app' : 'model' })}
          title={appSearches ? byLabel : t('by.onlyModel', { model: config.model })}
          disabled={!appSearches}
        >
          <ModelSearchIcon size={16} />
          <span className={composer.actionLabel}>{byLabel}</span>
        </button>
      )}
    </>
  );
}
