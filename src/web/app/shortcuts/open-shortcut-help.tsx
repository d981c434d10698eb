// The shortcuts dialog loads, with its strings, on the first Ctrl + / or ?: not with the first screen.

import i18next from 'i18next';
import { showModal } from '../../components/Dialogs/show';
import { ShortcutHelp } from './ShortcutHelp';

export function openShortcutHelp(): void {
  showModal({ title: i18next.t('shortcuts:title'), maximisable: false, children: <ShortcutHelp /> });
}
