import { Selector } from '../../components/Selector/Selector';
import { useAccessStore } from '../../stores/access-store';
import { choiceOf, optionValue, type ModelChoice } from '../settings/model-options';
import { useModelItems } from './use-model-items';

/** The models of Settings as a list to pick one from; the chat's model button and the mask editor
 * both open it. */
export function ModelPicker({ current, title, onChoose, onClose }: { current: ModelChoice; title: string; onChoose: (choice: ModelChoice) => void; onClose: () => void }) {
  const groups = useAccessStore((s) => s.groups);
  const { items, note } = useModelItems();

  const choose = (value: string | undefined) => {
    const choice = value === undefined ? undefined : choiceOf(value, groups);
    if (choice) onChoose(choice);
  };

  return <Selector items={items} label={title} note={note} defaultSelectedValue={optionValue(current)} filterable onSelection={([value]) => choose(value)} onClose={onClose} />;
}
