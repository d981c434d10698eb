import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionMeta } from '../../../core/types';
import { Selector, type SelectorItem } from '../../components/Selector/Selector';
import { modelConfigOf } from '../../stores/session-config';
import { useAccessStore } from '../../stores/access-store';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { choiceOf, modelOptions, optionValue } from '../settings/model-options';

/** The models of Settings, categories first and then one group per provider, as a list to pick
 * from. The choice is this chat's own: it keeps its model config from then on, as a mask's chat
 * does, and Settings goes on setting the default of new chats. */
export function ModelPicker({ session, onClose }: { session: SessionMeta; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const userCustomModels = useConfigStore((s) => s.customModels);
  const { customModels: serverCustomModels, disableGPT4, groups } = useAccessStore();
  const items = useMemo(() => {
    const options = modelOptions({ userCustomModels, serverCustomModels, disableGPT4, groups });
    const list: SelectorItem<string>[] = options.categories.map((option) => ({ title: option.label, subTitle: t('modelPicker.category'), value: option.value }));
    for (const group of options.providers) {
      for (const option of group.options) list.push({ title: option.label, subTitle: group.label, value: option.value });
    }
    return list;
  }, [userCustomModels, serverCustomModels, disableGPT4, groups, t]);
  const current = modelConfigOf(session);

  const choose = (value: string | undefined) => {
    const choice = value === undefined ? undefined : choiceOf(value, groups);
    if (!choice) return;
    const { model, providerName, group } = choice;
    const modelConfig = { ...current, model, providerName, group };
    useChatStore.getState().updateSessionMeta(session.id, { mask: { ...session.mask, syncGlobalConfig: false, modelConfig } });
  };

  return (
    <Selector
      items={items}
      label={t('modelPicker.title')}
      defaultSelectedValue={optionValue(current)}
      filterable
      onSelection={([value]) => choose(value)}
      onClose={onClose}
    />
  );
}
