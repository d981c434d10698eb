import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectorItem } from '../../components/Selector/Selector';
import { useAccessStore } from '../../stores/access-store';
import { useConfigStore } from '../../stores/config-store';
import { modelOptions } from '../settings/model-options';

/** The models of Settings, categories first and then one group per provider, as a list to pick
 * from, with a note on the categories the server cannot reach: the model picker's and the list of
 * models to ask together. Needs the `modelPicker` strings. */
export function useModelItems(): { items: SelectorItem<string>[]; note: string | undefined } {
  const { t, i18n } = useTranslation('modelPicker');
  const userCustomModels = useConfigStore((s) => s.customModels);
  const { customModels: serverCustomModels, disableGPT4, groups } = useAccessStore();
  return useMemo(() => {
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
}
