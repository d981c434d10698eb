// Opens the prompt library from anywhere (the chat's Prompts action, Settings) without putting it
// on the first screen: the list and its modal load on the first click.

import { createElement } from 'react';
import i18next from 'i18next';
import { showModal } from '../../components/Dialogs/show';
import { withStrings } from '../../i18n/setup';

/** `onUse` receives the content of the prompt the user chose to use; without it the list only edits. */
export function openPromptList(onUse?: (content: string) => void): void {
  void withStrings(import('./PromptList'), 'prompts').then(({ PromptList }) => {
    let close = () => {};
    const use = onUse
      ? (content: string) => {
          close();
          onUse(content);
        }
      : undefined;
    close = showModal({
      title: i18next.t('prompts:title'),
      children: createElement(PromptList, { onUse: use }),
    });
  });
}
