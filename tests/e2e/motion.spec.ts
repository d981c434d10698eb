// Reduced motion: a reader whose system asks for less motion sees each part of a reply as soon as
// it arrives, without the letter-by-letter reveal, and nothing else in the app fades or slides.
import type { Page } from '@playwright/test';
import { expect, inputActions, nonce, replies, send, test } from './support/chat-fixtures';

/** Every distinct text the reply to `message` showed while it streamed, recorded in the page at
 * each DOM change: a reveal shows many growing prefixes, an immediate reply only what each arrival
 * brought. The reply is found by the message's own words (it echoes them), not as the last article:
 * the message list is virtual, and which articles it holds depends on its scroll. */
async function textsShownWhileStreaming(page: Page, message: string): Promise<string[]> {
  const word = message.split(' ').at(-1) ?? '';
  await page.evaluate((own) => {
    const seen: string[] = [];
    (window as unknown as { shownTexts: string[] }).shownTexts = seen;
    new MutationObserver(() => {
      // textContent, not innerText: it does not depend on the article's layout at the moment of the
      // change (innerText missed every text of a reply in some loaded CI runs).
      const reply = [...document.querySelectorAll<HTMLElement>('article')].find((article) => (article.textContent ?? '').includes('Echo: ') && (article.textContent ?? '').includes(own));
      const text = reply?.textContent ?? '';
      if (text !== '' && text !== seen[seen.length - 1]) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, word);
  await send(page, message);
  // This reply, not the last article: right after sending, the last reply is still the previous
  // one, already finished, until the new one is added (a loaded CI run read the texts then).
  const reply = replies(page).filter({ hasText: word });
  await expect(reply).toContainText(' w39');
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  return page.evaluate(() => (window as unknown as { shownTexts: string[] }).shownTexts);
}

/** How many steps of the reply's growth added a single character. */
function singleLetterSteps(texts: string[]): number {
  return texts.filter((text, i) => i > 0 && text.startsWith(texts[i - 1]!) && text.length - texts[i - 1]!.length === 1).length;
}

// 40 pieces of three or four characters, one every 100 ms: slow enough that the reveal's buffer stays
// under 1 / STREAM_REVEAL_FRACTION characters, so it shows a letter a frame however few frames a
// loaded machine draws (a faster stream grew the buffer past that on a busy CI run, and the reveal
// then took two letters a frame from the start); an immediate reply shows each piece whole.
const MESSAGE = '[[fake:chunks=40]] [[fake:delay=100]] steady';

test('with reduced motion a reply appears as it arrives, not letter by letter', async ({ chat }) => {
  const revealed = await textsShownWhileStreaming(chat, `${MESSAGE} ${nonce()}`);
  expect(singleLetterSteps(revealed)).toBeGreaterThan(5);

  await chat.emulateMedia({ reducedMotion: 'reduce' });
  const shown = await textsShownWhileStreaming(chat, `${MESSAGE} ${nonce()}`);
  // Every piece the network brought appears whole (the last may be one letter long).
  expect(singleLetterSteps(shown)).toBeLessThanOrEqual(1);
  expect(shown.length).toBeGreaterThan(10);
});

test('a reply whose rest arrives at once is revealed over several frames when the stream ends, not dumped', async ({ chat, fake }) => {
  const word = nonce();
  // The first piece, then (on release) 400 more pieces with no pause and the end of the stream:
  // almost the whole reply is still buffered when the stream finishes.
  const message = `[[fake:hold]] [[fake:chunks=400]] [[fake:delay=0]] burst ${word}`;
  // The length of the reply's paragraph at each DOM change (the chat is new: its only reply).
  await chat.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { shownLengths: number[] }).shownLengths = seen;
    new MutationObserver(() => {
      const reply = [...document.querySelectorAll<HTMLElement>('article')].findLast((article) => (article.textContent ?? '').includes('Echo'));
      const length = reply?.querySelector('p')?.textContent?.length ?? 0;
      if (length > 0 && length !== seen[seen.length - 1]) seen.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await send(chat, message);
  await expect.poll(() => fake.heldCount).toBe(1);
  await fetch(`${fake.url}/__release`);
  const reply = replies(chat).filter({ hasText: word });
  await expect(reply).toContainText(' w399');
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  const lengths = await chat.evaluate(() => (window as unknown as { shownLengths: number[] }).shownLengths);
  const total = lengths.at(-1)!;
  const steps = lengths.map((length, i) => length - (lengths[i - 1] ?? 0));
  // Each frame of the end shows at most a sixth of what was left, plus the steady 1/60: no step
  // may bring most of the reply.
  expect(Math.max(...steps.slice(1))).toBeLessThan(total / 3);
  expect(lengths.length).toBeGreaterThan(5);
});

/** Records every transition and animation longer than a blink that starts in the page from now on. */
async function recordMotion(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))));
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    document.addEventListener('transitionrun', (event) => {
      if (seconds(getComputedStyle(event.target as Element).transitionDuration) > 0.02) moved.push(`transition of ${event.propertyName} on ${describe(event.target as Element)}`);
    }, true);
    document.addEventListener('animationstart', (event) => {
      if (seconds(getComputedStyle(event.target as Element).animationDuration) > 0.02) moved.push(`animation ${event.animationName} on ${describe(event.target as Element)}`);
    }, true);
  });
  return () => page.evaluate(() => (window as unknown as { moved: string[] }).moved);
}

/** Opens and closes a modal, switches a setting and the theme, and shows a toast. */
async function moveThings(page: Page): Promise<void> {
  await inputActions(page).getByRole('button', { name: 'Prompts' }).click();
  await expect(page.getByRole('dialog', { name: 'Prompts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
  const autoTitle = page.getByRole('switch', { name: 'Auto generate title' });
  await autoTitle.click();
  await autoTitle.click();
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('auto');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('with reduced motion dialogs, switches and the theme change without moving', async ({ chat }) => {
  const moved = await recordMotion(chat);
  await moveThings(chat);
  // Without the preference they move: the check below can fail.
  expect((await moved()).length).toBeGreaterThan(3);

  await chat.goBack();
  await chat.emulateMedia({ reducedMotion: 'reduce' });
  const movedReduced = await recordMotion(chat);
  await moveThings(chat);
  expect(await movedReduced()).toEqual([]);
});
