import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/Input/Input';
import { ListItem } from '../../components/List/List';
import { useConfigStore } from '../../stores/config-store';
import styles from './SettingsScreen.module.css';

/** "example.com, cdn.example.org" → the hosts, trimmed, lower case, each once. */
export function parseHosts(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((host) => host.trim().toLowerCase()).filter(Boolean))];
}

/** The hosts whose images in replies load without a click: added from a reply's "Always load",
 * edited or removed here. Kept when the field is left, so typing a comma is not undone. */
export function ImageHostsRow() {
  const { t } = useTranslation('settingsPage');
  const hosts = useConfigStore((s) => s.allowedImageHosts);
  const update = useConfigStore((s) => s.update);
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) update({ allowedImageHosts: parseHosts(draft) });
    setDraft(null);
  };
  return (
    <ListItem title={t('imageHosts.title')} subTitle={t('imageHosts.subTitle')}>
      {({ titleId }) => (
        <Input
          aria-labelledby={titleId}
          className={styles.text}
          value={draft ?? hosts.join(', ')}
          placeholder={t('imageHosts.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
      )}
    </ListItem>
  );
}
