// "Ask several models": one question goes to two to four models at once (any providers); their
// answers stream side by side in columns on a wide screen and as tabs to swipe on a phone, each
// with its time to first words, tokens per second and cost. One failing (a wrong key) does not stop
// the others, Stop stops them all, and choosing one makes it the path with the others as versions.
import type { Locator, Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './support/axe';
import { snap, waitForStoredSetting } from './support/fixtures';
import { expect, fakeRequests, inputActions, nonce, questions, reloadChat, replies, test, textOf, type RecordedRequest } from './support/chat-fixtures';
import type { Fake } from './support/fixtures';

const OPENAI = 'gpt-4o-mini';
const ANTHROPIC = 'claude-3-5-sonnet-20240620';
const GOOGLE = 'gemini-1.5-flash';
/** The provider each model is chosen from (the list offers some models by several). */
const PROVIDER = { [OPENAI]: 'OpenAI', [ANTHROPIC]: 'Anthropic', [GOOGLE]: 'Google' };
/** The chat endpoint of each provider at the fake. */
const CHAT_PATHS = { [OPENAI]: /^\/openai\/v1\/chat\/completions$/, [ANTHROPIC]: /^\/anthropic\/v1\/messages$/, [GOOGLE]: /^\/google\/.*:streamGenerateContent$/ };

/** The requests of the chat endpoint of `model`'s provider that carry `word`. */
async function asked(fake: Fake, model: keyof typeof CHAT_PATHS, word: string): Promise<RecordedRequest[]> {
  return (await fakeRequests(fake)).filter((request) => CHAT_PATHS[model].test(request.path) && request.body.includes(word));
}

/** The user's own Anthropic key, a wrong one: the fake refuses it with Anthropic's 401. */
async function useWrongAnthropicKey(page: Page): Promise<void> {
  await page.goto('/#/settings');
  await page.getByRole('switch', { name: 'Custom endpoint' }).click();
  await page.getByRole('combobox', { name: 'Model provider' }).selectOption('Anthropic');
  await page.getByRole('textbox', { name: 'API key' }).fill('wrong-anthropic-key');
  await waitForStoredSetting(page, 'access', '"anthropicApiKey":"wrong-anthropic-key"');
  await page.goto('/#/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

/** Types `text` and asks it of `models` (the chat's own model is chosen already); `look` takes
 * the list's picture, or checks it with axe, before the models are asked. */
async function askModels(page: Page, text: string, models: (keyof typeof PROVIDER)[], look?: 'snap' | 'axe'): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await inputActions(page).getByRole('button', { name: 'Ask several models' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask several models' });
  await expect(dialog.getByRole('checkbox', { name: OPENAI, description: PROVIDER[OPENAI], exact: true })).toBeChecked();
  await expect(dialog.getByRole('status')).toHaveText('Chosen: 1 of 4');
  const ask = dialog.getByRole('button', { name: 'Ask the chosen models' });
  await expect(ask).toBeDisabled();
  for (const model of models) {
    await dialog.getByRole('textbox', { name: 'Filter models' }).fill(model);
    await dialog.getByRole('checkbox', { name: model, description: PROVIDER[model], exact: true }).check();
  }
  await expect(dialog.getByRole('status')).toHaveText(`Chosen: ${models.length + 1} of 4`);
  if (look === 'snap') await snap(page, 'compare-picker');
  if (look === 'axe') await expectAxeCleanInBothThemes(page, 'the list of models to ask together', '[role="dialog"]');
  await ask.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

/** The answer of `model`: its column, or on a phone its tab's panel once its tab is chosen. */
async function answerOf(page: Page, model: string, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('group', { name: 'Answers of several models' }).getByRole('region', { name: model });
  await page.getByRole('tablist', { name: 'Answers of several models' }).getByRole('tab', { name: model }).click();
  return page.getByRole('tabpanel', { name: model });
}

test('one question, three providers at once: each answer with its speed and cost, and a wrong key fails alone', { tag: '@phone' }, async ({ chat, fake, isMobile }) => {
  const word = nonce();
  await useWrongAnthropicKey(chat);
  // OpenAI's stream reports its tokens when asked: the cost is then known, as Google's is. The
  // answers come in pieces of four letters a little apart, so that each has a speed to tell.
  const question = `[[fake:usage]] [[fake:delay=10]] compare ${word}`;
  await askModels(chat, question, [ANTHROPIC, GOOGLE], 'snap');

  // One question, asked of each provider.
  await expect(questions(chat)).toHaveCount(1);
  for (const model of [OPENAI, ANTHROPIC, GOOGLE] as const) await expect.poll(async () => (await asked(fake, model, word)).length).toBe(1);
  const [openai] = await asked(fake, OPENAI, word);
  expect(textOf(openai!.json.messages?.at(-1)?.content)).toBe(question);

  for (const model of [OPENAI, GOOGLE]) {
    const answer = await answerOf(chat, model, isMobile);
    await expect(answer).not.toHaveAttribute('aria-busy');
    await expect(answer).toContainText(`Echo: ${question}`);
    await expect(answer.getByText(/^First words after \d+\.\d sec · \d+(\.\d)? tokens per second · Cost \$\d/)).toBeVisible();
  }
  // The wrong key: the catalogue's sentence in that answer alone, the provider's words folded.
  const failed = await answerOf(chat, ANTHROPIC, isMobile);
  await expect(failed).not.toHaveAttribute('aria-busy');
  await expect(failed).toContainText('Invalid API key detected, please check it on the Settings page');
  await failed.getByText('Details').click();
  await expect(failed.getByText(/HTTP 401\s+invalid x-api-key/)).toBeVisible();
  if (isMobile) {
    // A swipe to the left shows the next answer; the tabs say which.
    const tabs = chat.getByRole('tablist', { name: 'Answers of several models' });
    await tabs.getByRole('tab', { name: OPENAI }).click();
    const panel = chat.getByRole('tabpanel');
    const box = (await panel.boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 60);
    await chat.mouse.move(box.x + box.width * 0.8, y);
    await chat.mouse.down();
    await chat.mouse.move(box.x + box.width * 0.2, y, { steps: 4 });
    await chat.mouse.up();
    await expect(tabs.getByRole('tab', { name: ANTHROPIC })).toHaveAttribute('aria-selected', 'true');
    await expect(chat.getByRole('tabpanel', { name: ANTHROPIC })).toContainText('Invalid API key');
  }
  await snap(chat, 'compare-answers');
  await expectAxeCleanInBothThemes(chat, 'the answers side by side');
});

test('choosing an answer makes it the path, with the others as its versions', { tag: '@phone' }, async ({ chat, isMobile }) => {
  const word = nonce();
  await askModels(chat, `choose ${word}`, [GOOGLE]);
  const google = await answerOf(chat, GOOGLE, isMobile);
  await expect(google).toContainText(`Echo: choose ${word}`);
  await google.getByRole('button', { name: 'Choose this answer' }).click();
  await expect(chat.getByRole('group', { name: 'Answers of several models' })).toHaveCount(0);
  await expect(chat.getByRole('tablist')).toHaveCount(0);
  await expect(replies(chat)).toHaveCount(1);
  await expect(replies(chat)).toContainText(`Echo: choose ${word}`);
  await expect(chat.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
  await expect(chat.getByText(GOOGLE, { exact: true })).toBeVisible();
  await snap(chat, 'compare-chosen');
  await reloadChat(chat);
  await expect(chat.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
  await chat.getByRole('button', { name: 'Previous version' }).click();
  await expect(chat.getByText(OPENAI, { exact: true }).last()).toBeVisible();
  await expect(chat.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
});

test('Stop stops every model asked at once', async ({ chat, fake }) => {
  const word = nonce();
  try {
    await askModels(chat, `[[fake:hold]] hold ${word}`, [ANTHROPIC], 'axe');
    await expect.poll(() => fake.heldCount).toBe(2);
    const columns = chat.getByRole('group', { name: 'Answers of several models' }).getByRole('region');
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0)).toHaveAttribute('aria-busy', 'true');
    await expect(columns.nth(1)).toHaveAttribute('aria-busy', 'true');
    await inputActions(chat).getByRole('button', { name: 'Stop' }).click();
    await expect(columns.nth(0)).not.toHaveAttribute('aria-busy');
    await expect(columns.nth(1)).not.toHaveAttribute('aria-busy');
    await expect(inputActions(chat).getByRole('button', { name: 'Stop' })).toHaveCount(0);
    for (const model of [OPENAI, ANTHROPIC] as const) await expect.poll(async () => (await asked(fake, model, word))[0]?.aborted).toBe(true);
  } finally {
    await fetch(`${fake.url}/__release`);
  }
});
