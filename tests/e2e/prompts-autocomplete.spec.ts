// The prompt library: '/' in the chat input searches built-in and user prompts (fuzzy), and the
// Prompts action opens the list where user prompts are added, edited and deleted.
import type { Page } from '@playwright/test';
import { expect, inputActions, nonce, test } from './support/chat-fixtures';
import { snap } from './support/fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const hints = (page: Page) => page.getByRole('listbox');

test("'/' suggests built-in prompts with fuzzy matching, and Enter fills the input", async ({ chat }) => {
  await input(chat).fill('/explian cod');
  await expect(hints(chat).getByRole('option').first()).toContainText('Explain this code');
  await input(chat).press('Enter');
  await expect(input(chat)).toHaveValue(/^Explain what the following code does/);
  await expect(hints(chat)).toHaveCount(0);
});

test('prompts are added, found by autocomplete, edited and deleted in the prompt list', async ({ chat }) => {
  const word = nonce();
  await inputActions(chat).getByRole('button', { name: 'Prompts' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Prompts' });
  await expect(dialog.getByRole('listitem', { name: 'Proofread' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add prompt' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`Limerick ${word}`);
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Write a limerick about: ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const mine = dialog.getByRole('listitem', { name: `Limerick ${word}` });
  await expect(mine).toContainText('Yours');
  await dialog.getByRole('searchbox', { name: 'Search prompts' }).fill('limrick');
  await expect(dialog.getByRole('listitem').first()).toHaveAccessibleName(`Limerick ${word}`);
  await snap(chat, 'prompt-list');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await input(chat).fill(`/${word}`);
  await expect(hints(chat).getByRole('option').first()).toContainText(`Limerick ${word}`);
  await snap(chat, 'prompt-autocomplete');
  await hints(chat).getByRole('option').first().click();
  await expect(input(chat)).toHaveValue('Write a limerick about: ');

  await input(chat).fill('');
  await inputActions(chat).getByRole('button', { name: 'Prompts' }).click();
  await dialog.getByRole('searchbox', { name: 'Search prompts' }).fill(word);
  await mine.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`Sonnet ${word}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const renamed = dialog.getByRole('listitem', { name: `Sonnet ${word}` });
  await renamed.getByRole('button', { name: 'Use' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(input(chat)).toHaveValue('Write a limerick about: ');

  await inputActions(chat).getByRole('button', { name: 'Prompts' }).click();
  await dialog.getByRole('searchbox', { name: 'Search prompts' }).fill(word);
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await chat.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(renamed).toHaveCount(0);
});
