import { useTranslation } from 'react-i18next';
import { WEB_SEARCH_PROVIDERS, type WebSearchProvider } from '../../../../core/schemas/web-search';
import { List, ListItem } from '../../../components/List/List';
import { PasswordInput } from '../../../components/PasswordInput/PasswordInput';
import { useAccessStore } from '../../../stores/access-store';
import { Section, SelectRow, TextRow } from '../controls';
import styles from '../SettingsScreen.module.css';

/** The services' own names, the same in every language. */
const PROVIDER_NAMES: Record<WebSearchProvider, string> = { searxng: 'SearXNG', tavily: 'Tavily', brave: 'Brave', exa: 'Exa', serper: 'Serper' };

const KEY_FIELDS = { tavily: 'tavilyApiKey', brave: 'braveApiKey', exa: 'exaApiKey', serper: 'serperApiKey' } as const;

/** Settings → Web search: which service the chats' web search asks, and the user's own key or
 * SearXNG address for it (kept on this device like the provider keys). */
export function WebSearchSection() {
  const { t } = useTranslation('webSearch');
  const access = useAccessStore();
  const offered = access.webSearchProviders ?? [];
  const first = offered[0];
  const provider = access.webSearchProvider || first;
  const options = [
    { value: '', label: first ? t('settings.automatic', { provider: PROVIDER_NAMES[first] }) : t('settings.noneOnServer') },
    ...WEB_SEARCH_PROVIDERS.map((value) => ({ value, label: PROVIDER_NAMES[value] })),
  ];
  return (
    <Section id="settings-web-search" title={t('settings.title')}>
      <List>
        <SelectRow
          title={t('settings.provider')}
          subTitle={t('settings.providerSub')}
          value={access.webSearchProvider}
          options={options}
          onChange={(value) => access.update({ webSearchProvider: value as WebSearchProvider | '' })}
        />
        {provider === 'searxng' && (
          <TextRow
            title={t('settings.searxngUrl')}
            subTitle={t('settings.searxngUrlSub')}
            value={access.searxngUrl}
            placeholder="https://"
            onChange={(searxngUrl) => access.update({ searxngUrl })}
          />
        )}
        {provider && provider !== 'searxng' && (
          <ListItem title={t('settings.apiKey', { provider: PROVIDER_NAMES[provider] })} subTitle={t('settings.apiKeySub')}>
            {({ titleId }) => (
              <PasswordInput
                aria-labelledby={titleId}
                wrapperClassName={styles.text}
                value={access[KEY_FIELDS[provider]]}
                onChange={(event) => access.update({ [KEY_FIELDS[provider]]: event.target.value })}
              />
            )}
          </ListItem>
        )}
      </List>
      <p className={styles.note}>
        {offered.length > 0 ? t('settings.serverHas', { providers: offered.map((name) => PROVIDER_NAMES[name]).join(', ') }) : t('settings.serverHasNone')}
      </p>
    </Section>
  );
}
