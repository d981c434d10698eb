import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Selector, type SelectorItem } from '../../components/Selector/Selector';
import { useAccessStore } from '../../stores/access-store';
import { useConfigStore } from '../../stores/config-store';
import { choiceOf, modelOptions, optionValue, type ModelChoice } from '../settings/model-options';

/** The models of Settings, categories first and then one group per provider, as a list to pick
 * from; the chat's model button and the mask editor both open it. */
export function ModelPicker({ current, title, onChoose, onClose }: { current: ModelChoice; title: string; onChoose: (choice: ModelChoice) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('modelPicker');
  const userCustomModels = useConfigStore((s) => s.customModels);
  const { customModels: serverCustomModels, disableGPT4, groups } = useAccessStore();
  const { items, note } = useMemo(() => {
    const options = modelOptions({ userCustomModels, serverCustomModels, disableGPT4, groups });
    const list: SelectorItem<string>[] = options.categories.map((option) => ({
      title: option.label,
      subTitle: t('categoryRuns', { model: option.model, provider: option.provider }),
      value: option.value,
    }));
    for (const group of options.providers) {
      for (const option of group.options) list.push({ title: option.label, subTitle: group.label, value: option.value });
    }
    const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(options.unreachable);
    return { items: list, note: options.unreachable.length > 0 ? t('unreachable', { names }) : undefined };
  }, [userCustomModels, serverCustomModels, disableGPT4, groups, t, i18n.language]);

  const choose = (value: string | undefined) => {
    const choice = value === undefined ? undefined : choiceOf(value, groups);
    if (choice) onChoose(choice);
  };

  return <Selector items={items} label={title} note={note} defaultSelectedValue={optionValue(current)} filterable onSelection={([value]) => choose(value)} onClose={onClose} />;
}
