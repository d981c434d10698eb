import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredPlugin } from '../../../core/schemas';
import { Button } from '../../components/Button/Button';
import { Switch } from '../../components/Switch/Switch';
import { summarisePlugin } from './plugin-summary';
import styles from './Plugins.module.css';

interface Props {
  plugin: StoredPlugin;
  onEdit: () => void;
  onToggle: (enabled: boolean) => void;
  onDelete: () => void;
}

export function PluginRow({ plugin, onEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation('plugins');
  const summary = useMemo(() => (plugin.content.trim() ? summarisePlugin(plugin.content) : undefined), [plugin.content]);
  const title = plugin.title || t('screen.untitled');
  const facts = [
    plugin.version,
    summary?.ok ? t('screen.methods', { count: summary.operations.length }) : summary ? t('screen.invalid') : undefined,
    t(`editor.authTypes.${plugin.authType ?? 'none'}`),
  ].filter(Boolean);
  return (
    <li className={styles.row} aria-label={title}>
      <div className={styles.rowText}>
        <div className={styles.rowTitle}>{title}</div>
        <div className={summary && !summary.ok ? styles.error : styles.muted}>{facts.join(' · ')}</div>
      </div>
      <Switch aria-label={t('screen.enabled', { title })} checked={plugin.enabled !== false} onCheckedChange={onToggle} />
      <Button size="sm" onClick={onEdit}>
        {t('screen.edit')}
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete}>
        {t('screen.delete')}
      </Button>
    </li>
  );
}
