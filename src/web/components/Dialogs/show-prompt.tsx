// The dialogs that ask for more than yes or no: only screens after the first open them, so they
// are apart from show.tsx, which the first screen loads.

import type { ReactNode } from 'react';
import type { ChoiceOptions, ChoiceResult } from './ConfirmDialog';
import type { PromptOptions } from './PromptDialog';
import { askDialog } from './show';

/** Asks a question with two ways to say yes; resolves 'cancel' on Cancel or Escape. */
export function showChoice(content: ReactNode, { alternativeText, ...options }: ChoiceOptions): Promise<ChoiceResult> {
  return askDialog<ChoiceResult>('cancel', ({ ConfirmDialog }, open, answer) => (
    <ConfirmDialog
      {...options}
      open={open}
      content={content}
      alternativeText={alternativeText}
      onAlternative={() => answer('alternative')}
      onResult={(confirmed) => answer(confirmed ? 'confirm' : 'cancel')}
    />
  ));
}

/** Asks for a line or a paragraph of text; resolves with it, or null when cancelled. */
export function showPrompt(title: ReactNode, defaultValue = '', options: PromptOptions = {}): Promise<string | null> {
  return askDialog<string | null>(null, ({ PromptDialog }, open, answer) => (
    <PromptDialog {...options} open={open} title={title} defaultValue={defaultValue} onResult={answer} />
  ));
}
