// The Voice settings at phone width: every choice of every list reads in full in its closed list
// box, in every language, and nothing runs off the screen. A cut text was the dictation mode's long
// labels at 390 px.
import { readdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/chat-fixtures';
import { snap } from './support/fixtures';

/** The choices of `list` that its closed box cuts, with its options named in each of `languages`
 * (each one's names in the options' order) as that language lays the list out. The width a
 * choice needs is that of a copy of the box, with the page's own styles, holding only that choice
 * and sized by its content. */
function cutChoices(list: Locator, languages: string[][]): Promise<string[]> {
  return list.evaluate((element: HTMLSelectElement, names) => {
    const options = [...element.options];
    const own = options.map((option) => option.text);
    const cut: string[] = [];
    for (const labels of names) {
      options.forEach((option, index) => (option.text = labels[index] ?? option.text));
      const width = element.getBoundingClientRect().width;
      for (const label of labels) {
        const copy = element.cloneNode(false) as HTMLSelectElement;
        copy.removeAttribute('id');
        copy.append(new Option(label));
        Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0', maxWidth: 'none' });
        element.parentElement!.append(copy);
        if (copy.getBoundingClientRect().width > width) cut.push(label);
        copy.remove();
      }
    }
    options.forEach((option, index) => (option.text = own[index]!));
    return cut;
  }, languages);
}

type VoiceTable = { settings: { provider: Record<string, string>; dictationMode: Record<string, string> } };

/** Every language's names of the provider's and the dictation's choices, in the lists' order. */
async function everyLanguagesChoices(): Promise<{ provider: string[][]; dictation: string[][] }> {
  const provider: string[][] = [];
  const dictation: string[][] = [];
  for (const language of readdirSync('src/web/i18n/resources')) {
    const { voice } = (await import(`../../src/web/i18n/resources/${language}/voice.ts`)) as { voice: VoiceTable };
    const names = voice.settings;
    provider.push([names.provider.browser!, names.provider.openai!, names.provider.azure!]);
    dictation.push([names.dictationMode.push!, names.dictationMode.handsFree!]);
  }
  return { provider, dictation };
}

test('every voice setting’s choices read in full in every language, at 390 and 1280 px @phone', async ({ chat }) => {
  await chat.evaluate(() => (location.hash = '#/settings'));
  const section = chat.getByRole('region', { name: 'Voice' });
  // The provider's rows show with a provider chosen: all the lists are there.
  await section.getByRole('combobox', { name: 'Voice provider' }).selectOption('openai');
  const lists = section.getByRole('combobox');
  await expect(lists).toHaveCount(3);
  const width = chat.viewportSize()!.width;
  for (const list of await lists.all()) {
    const box = (await list.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await cutChoices(list, [await list.locator('option').allTextContents()])).toEqual([]);
  }
  const choices = await everyLanguagesChoices();
  expect(await cutChoices(section.getByRole('combobox', { name: 'Voice provider' }), choices.provider)).toEqual([]);
  expect(await cutChoices(section.getByRole('combobox', { name: 'Dictation' }), choices.dictation)).toEqual([]);
  await section.getByRole('combobox', { name: 'Dictation' }).scrollIntoViewIfNeeded();
  await snap(chat, 'voice-settings-choices');
});
