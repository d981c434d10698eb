// The dialogs that ask for more than yes or no: only screens after the first open them, so they
// are apart from show.tsx, which the first screen loads.

import type { ReactNode } from 'react';
import type { ChoiceOptions, ChoiceResult } from './ConfirmDialog';
import { ensureDialogHost } from './DialogHost';
import { openDialog } from './dialog-store';
import type { PromptOptions } from './PromptDialog';
import { loadUnlessEscaped } from './show';

/** Asks a question with two ways to say yes; resolves 'cancel' on Cancel or Escape. */
export async function showChoice(content: ReactNode, { alternativeText, ...options }: ChoiceOptions): Promise<ChoiceResult> {
  ensureDialogHost();
  const dialogs = await loadUnlessEscaped();
  if (!dialogs) return 'cancel';
  const { ConfirmDialog } = dialogs;
  return new Promise((resolve) => {
    openDialog(({ open, close }) => (
      <ConfirmDialog
        {...options}
        open={open}
        content={content}
        alternativeText={alternativeText}
        // The first answer wins: either button also closes the dialog, which reports "no".
        onAlternative={() => {
          resolve('alternative');
          close();
        }}
        onResult={(confirmed) => {
          resolve(confirmed ? 'confirm' : 'cancel');
          close();
        }}
      />
    ));
  });
}

/** Asks for a line or a paragraph of text; resolves with it, or null when cancelled. */
export async function showPrompt(title: ReactNode, defaultValue = '', options: PromptOptions = {}): Promise<string | null> {
  ensureDialogHost();
  const dialogs = await loadUnlessEscaped();
  if (!dialogs) return null;
  const { PromptDialog } = dialogs;
  return new Promise((resolve) => {
    openDialog(({ open, close }) => (
      <PromptDialog
        {...options}
        open={open}
        title={title}
        defaultValue={defaultValue}
        onResult={(value) => {
          resolve(value);
          close();
        }}
      />
    ));
  });
}
