import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Selector } from '../../components/Selector/Selector';
import { usePluginStore } from '../../stores/plugin-store';

interface Props {
  /** What the list is called; without one, the chat's plugins. */
  label?: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  onClose: () => void;
}

/** Chooses which of the user's plugins a mask or a chat gets as tools; switched-off ones are shown
 * but cannot be chosen. */
export function PluginPicker({ label: named, selected, onChange, onClose }: Props) {
  const { t } = useTranslation('plugins');
  const label = named ?? t('chat.pick');
  const records = usePluginStore((s) => s.records);
  const items = useMemo(
    () =>
      Object.values(records)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((plugin) => ({
          title: plugin.title || t('screen.untitled'),
          subTitle: plugin.version,
          value: plugin.id,
          ...(plugin.enabled === false ? { disable: true } : {}),
        })),
    [records, t],
  );
  if (items.length === 0) {
    return <Selector items={[{ title: t('chat.none'), value: '', disable: true }]} label={label} onClose={onClose} />;
  }
  // Ids of deleted plugins are dropped with the next choice.
  return <Selector items={items} label={label} multiple defaultSelectedValue={selected.filter((id) => records[id])} onSelection={onChange} onClose={onClose} />;
}
