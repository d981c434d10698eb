// The export dialog (Select, then Preview: Markdown or PNG; copy, download, share) and the chat's
// JSON export and import, against the fake provider and a fake ShareGPT-style sharing service.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { CHAT_MODEL, expect, questions, readStore, reloadChat, replies, seedMessages, seededText, test as base } from './support/chat-fixtures';
import { snap } from './support/fixtures';

const test = base.extend({ server: async ({ shareServer }, use) => use(shareServer) });

interface SeedMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
}

/** Writes the first session's messages and its mask's preset context into IndexedDB, then reloads. */
async function seedConversation(page: Page, messages: SeedMessage[], context: SeedMessage[] = [], topic = 'Trip to Lisbon'): Promise<void> {
  await seedMessages(page, 0);
  await page.evaluate(
    async ({ messages, context, topic, model }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('polychat');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const sessions = await new Promise<{ id: string; mask: { context: unknown[] } }[]>((resolve) => {
        const request = db.transaction('sessions').objectStore('sessions').getAll();
        request.onsuccess = () => resolve(request.result as { id: string; mask: { context: unknown[] } }[]);
      });
      const session = sessions[0]!;
      const now = Date.now();
      const tx = db.transaction(['messages', 'sessions'], 'readwrite');
      messages.forEach((message, i) => {
        tx.objectStore('messages').put({
          id: `rich-${i}`,
          sessionId: session.id,
          seq: i,
          updatedAt: now,
          date: now - (messages.length - i) * 60_000,
          ...message,
          ...(message.role === 'assistant' ? { model } : {}),
        });
      });
      const mask = { ...session.mask, context: context.map((message, i) => ({ id: `ctx-${i}`, date: now, ...message })) };
      tx.objectStore('sessions').put({ ...session, topic, mask, messageCount: messages.length, updatedAt: now });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { messages, context, topic, model: CHAT_MODEL },
  );
  await reloadChat(page);
}

const CONTEXT: SeedMessage[] = [{ role: 'system', content: 'You are a patient travel guide.' }];
const SIX = Array.from({ length: 6 }, (_, i): SeedMessage => ({ role: i % 2 === 0 ? 'user' : 'assistant', content: seededText(i) }));

const RICH: SeedMessage[] = [
  { role: 'user', content: 'How do I sum a list in **Python**, and what is the area of a circle?' },
  {
    role: 'assistant',
    content: [
      'Use the built-in `sum`:',
      '',
      '```python',
      'numbers = [1, 2, 3]',
      'total = sum(numbers)  # 6',
      'print(f"total = {total}")',
      '```',
      '',
      'The area of a circle is $A = \\pi r^2$, and in general:',
      '',
      '$$\\int_0^r 2\\pi t\\,dt = \\pi r^2$$',
      '',
      '| Radius | Area |',
      '|---|---|',
      '| 1 | 3.14 |',
      '| 2 | 12.57 |',
    ].join('\n'),
  },
  { role: 'user', content: '谢谢！Can you list three sights in Lisbon?' },
  { role: 'assistant', content: '1. Belém Tower\n2. Jerónimos Monastery\n3. Alfama, the oldest district — *take the tram 28*.' },
];

async function openExport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Export chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export messages' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const count = (dialog: Locator) => dialog.getByText(/\d+ of \d+ selected/);
const checkbox = (dialog: Locator, index: number) => dialog.getByRole('checkbox', { name: new RegExp(`^Message ${index} ·`) });
const markdownOf = (dialog: Locator) => dialog.getByLabel('Markdown of the selected messages');

/** Opens the preview in the chosen format. */
async function preview(dialog: Locator, format: 'Markdown text' | 'PNG image' = 'Markdown text'): Promise<void> {
  await dialog.getByRole('radio', { name: format }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Preview' })).toHaveAttribute('aria-current', 'step');
}

/** Saves go through the download link when the page has no save dialog of its own. */
async function withoutSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await reloadChat(page);
}

function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test('Select step: All, None, Latest N, by role, range and shift-click choose the messages', async ({ chat }) => {
  await seedConversation(chat, SIX, CONTEXT);
  const dialog = await openExport(chat);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Select' })).toHaveAttribute('aria-current', 'step');
  await expect(count(dialog)).toHaveText('6 of 6 selected');
  await snap(chat, 'export-select');

  await dialog.getByRole('button', { name: 'None', exact: true }).click();
  await expect(count(dialog)).toHaveText('0 of 6 selected');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();

  await dialog.getByRole('spinbutton', { name: 'How many of the latest messages' }).fill('2');
  await dialog.getByRole('button', { name: 'Latest', exact: true }).click();
  await expect(count(dialog)).toHaveText('2 of 6 selected');
  await expect(checkbox(dialog, 5)).toBeChecked();
  await expect(checkbox(dialog, 6)).toBeChecked();
  await expect(checkbox(dialog, 4)).not.toBeChecked();

  await dialog.getByRole('button', { name: 'Mine' }).click();
  await expect(count(dialog)).toHaveText('3 of 6 selected');
  for (const index of [1, 3, 5]) await expect(checkbox(dialog, index)).toBeChecked();
  await dialog.getByRole('button', { name: 'Replies' }).click();
  for (const index of [2, 4, 6]) await expect(checkbox(dialog, index)).toBeChecked();
  await expect(checkbox(dialog, 1)).not.toBeChecked();

  await dialog.getByRole('spinbutton', { name: 'From' }).fill('2');
  await dialog.getByRole('spinbutton', { name: 'To' }).fill('4');
  await dialog.getByRole('button', { name: 'Range', exact: true }).click();
  await expect(count(dialog)).toHaveText('3 of 6 selected');
  await expect(checkbox(dialog, 1)).not.toBeChecked();
  await expect(checkbox(dialog, 5)).not.toBeChecked();

  await dialog.getByRole('button', { name: 'None', exact: true }).click();
  await checkbox(dialog, 2).click();
  await checkbox(dialog, 5).click({ modifiers: ['Shift'] });
  await expect(count(dialog)).toHaveText('4 of 6 selected');
  for (const index of [2, 3, 4, 5]) await expect(checkbox(dialog, index)).toBeChecked();

  await dialog.getByRole('button', { name: 'All', exact: true }).click();
  await expect(count(dialog)).toHaveText('6 of 6 selected');

  await preview(dialog);
  const text = markdownOf(dialog);
  await expect(text).toContainText('# Trip to Lisbon');
  await expect(text).toContainText(`Model: ${CHAT_MODEL}`);
  // The mask's preset message comes first and is counted.
  await expect(text).toContainText('7 messages');
  await expect(text).toContainText('You are a patient travel guide.');
  for (let i = 0; i < 6; i++) await expect(text).toContainText(seededText(i));
});

test('the mask context is in the Markdown unless it is unticked', async ({ chat }) => {
  await seedConversation(chat, SIX, CONTEXT);
  const dialog = await openExport(chat);
  const include = dialog.getByRole('switch', { name: 'Include mask context' });
  await expect(include).toBeChecked();
  await dialog.getByRole('spinbutton', { name: 'How many of the latest messages' }).fill('2');
  await dialog.getByRole('button', { name: 'Latest', exact: true }).click();
  await preview(dialog);
  await expect(markdownOf(dialog)).toContainText('## System');
  await expect(markdownOf(dialog)).toContainText('You are a patient travel guide.');
  await expect(markdownOf(dialog)).toContainText('3 messages');
  await expect(markdownOf(dialog)).not.toContainText(seededText(3));

  await dialog.getByRole('button', { name: 'Back' }).click();
  await include.click();
  await expect(include).not.toBeChecked();
  await preview(dialog);
  await expect(markdownOf(dialog)).not.toContainText('travel guide');
  await expect(markdownOf(dialog)).toContainText(seededText(4));
  await expect(markdownOf(dialog)).toContainText('2 messages');
});

test.describe('with clipboard permissions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Markdown preview: copy all puts the document on the clipboard', async ({ chat }) => {
    await seedConversation(chat, RICH, CONTEXT);
    const dialog = await openExport(chat);
    await preview(dialog);
    await snap(chat, 'export-preview-markdown');
    await dialog.getByRole('button', { name: 'Copy all' }).click();
    await expect(chat.getByText('Copied to clipboard')).toBeVisible();
    const copied = await chat.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await markdownOf(dialog).textContent());
    expect(copied).toContain('```python\nnumbers = [1, 2, 3]');
    expect(copied).toContain('## User');
    expect(copied).toContain('## Assistant');
  });

  test('PNG preview: copy image puts a PNG on the clipboard', async ({ chat }) => {
    await seedConversation(chat, SIX);
    const dialog = await openExport(chat);
    await preview(dialog, 'PNG image');
    await expect(dialog.getByRole('img', { name: 'The conversation as an image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy image' }).click();
    await expect(chat.getByText('Copied to clipboard')).toBeVisible();
    const types = await chat.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types));
    expect(types).toContain('image/png');
  });
});

test('Markdown download saves a .md file named after the topic with the selected messages', async ({ chat }) => {
  await withoutSavePicker(chat);
  await seedConversation(chat, RICH, CONTEXT);
  const dialog = await openExport(chat);
  await preview(dialog);
  const downloading = chat.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Trip to Lisbon-\d{4}-\d{2}-\d{2}\.md$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toBe(await markdownOf(dialog).textContent());
  expect(text).toContain('$A = \\pi r^2$');
  expect(text).toContain('You are a patient travel guide.');
  await expect(chat.getByText('Download succeeded')).toBeVisible();
});

test('with a save dialog, a cancelled save is a failed download and a chosen file is written', async ({ chat }) => {
  await chat.addInitScript(() => {
    const saved: { name: string; text: string }[] = [];
    Object.assign(window, {
      __saved: saved,
      __cancelSave: true,
      showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
        if ((window as unknown as { __cancelSave: boolean }).__cancelSave) throw new DOMException('The user aborted a request.', 'AbortError');
        const parts: Blob[] = [];
        return {
          createWritable: async () => ({
            write: async (blob: Blob) => void parts.push(blob),
            close: async () => void saved.push({ name: suggestedName, text: await new Blob(parts).text() }),
          }),
        };
      },
    });
  });
  await reloadChat(chat);
  await seedConversation(chat, SIX);
  const dialog = await openExport(chat);
  await preview(dialog);
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(chat.getByText('Download failed')).toBeVisible();

  await chat.evaluate(() => Object.assign(window, { __cancelSave: false }));
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(chat.getByText('Download succeeded')).toBeVisible();
  const saved = await chat.evaluate(() => (window as unknown as { __saved: { name: string; text: string }[] }).__saved);
  expect(saved).toHaveLength(1);
  expect(saved[0]?.name).toMatch(/\.md$/);
  expect(saved[0]?.text).toContain(seededText(5));
});

test('PNG export draws the conversation with code, math and tables, and downloads a real PNG', async ({ chat }, testInfo) => {
  await withoutSavePicker(chat);
  await seedConversation(chat, RICH, CONTEXT);
  const dialog = await openExport(chat);
  await preview(dialog, 'PNG image');
  const image = dialog.getByRole('img', { name: 'The conversation as an image' });
  await expect(image).toBeVisible({ timeout: 20_000 });
  await snap(chat, 'export-preview-png');

  const downloading = chat.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Trip to Lisbon-\d{4}-\d{2}-\d{2}\.png$/);
  const png = await readFile(await download.path());
  const { width, height } = pngSize(png);
  // 720 CSS pixels drawn at 2x; five messages with a code block, a formula and a table.
  expect(width).toBe(1440);
  expect(height).toBeGreaterThan(1200);
  expect(png.length).toBeGreaterThan(30_000);
  await download.saveAs(`screenshots/${testInfo.project.name}/export-conversation.png`);
  await expect(chat.getByText('Download succeeded')).toBeVisible();
});

test('a 300-message chat exports to PNG as several images that each fit a canvas', async ({ chat }, testInfo) => {
  test.setTimeout(120_000);
  await withoutSavePicker(chat);
  await seedMessages(chat, 300);
  const dialog = await openExport(chat);
  await expect(count(dialog)).toHaveText('300 of 300 selected');
  await preview(dialog, 'PNG image');
  const pages = dialog.getByRole('img', { name: /^The conversation as an image, part \d+ of \d+$/ });
  await expect(pages.first()).toBeVisible({ timeout: 90_000 });
  const total = await pages.count();
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(dialog.getByText(`This chat is long, so it is saved as ${total} images.`)).toBeVisible();

  const downloading = chat.waitForEvent('download');
  await dialog.getByRole('button', { name: `Download image ${total}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${total}\\.png$`));
  const png = await readFile(await download.path());
  const { width, height } = pngSize(png);
  expect(width).toBeGreaterThanOrEqual(720);
  expect(height).toBeLessThanOrEqual(16_384);
  expect(width * height).toBeLessThanOrEqual(16_777_216);
  await download.saveAs(`screenshots/${testInfo.project.name}/export-long-last-page.png`);
  await snap(chat, 'export-preview-png-long');
});

test('Share sends the selected messages, and nothing else as a message, and shows the link', async ({ chat, shareService: share }) => {
  await seedConversation(chat, SIX, CONTEXT);
  const dialog = await openExport(chat);
  await dialog.getByRole('switch', { name: 'Include mask context' }).click();
  await dialog.getByRole('spinbutton', { name: 'How many of the latest messages' }).fill('2');
  await dialog.getByRole('button', { name: 'Latest', exact: true }).click();
  await preview(dialog);
  await dialog.getByRole('button', { name: 'Share' }).click();

  const link = dialog.getByRole('region', { name: 'Share link' }).getByRole('link');
  await expect(link).toBeVisible();
  const recorded = share.last();
  expect(recorded?.path).toBe('/api/conversations');
  const items = recorded?.json?.items ?? [];
  expect(items).toEqual([
    { from: 'human', value: seededText(4) },
    { from: 'gpt', value: seededText(5) },
  ]);
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${share.url}/c/fake\\w+$`));
  await expect(link).toHaveText(href!);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await snap(chat, 'export-shared');
});

test('a failing sharing service gives the Share Error notice', async ({ chat }) => {
  await seedConversation(chat, [{ role: 'user', content: 'please fail [[share:fail]]' }]);
  const dialog = await openExport(chat);
  await preview(dialog);
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(chat.getByText('Share Error')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Share link' })).toHaveCount(0);
});

async function moreMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'More chat actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a chat exported as JSON imports back as a new chat with the same messages', async ({ chat }) => {
  await withoutSavePicker(chat);
  await seedConversation(chat, RICH, CONTEXT);
  const downloading = chat.waitForEvent('download');
  await moreMenu(chat, 'Export chat as JSON');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Trip to Lisbon-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as { format: string; version: number; messages: { content: string }[] };
  expect(file).toMatchObject({ format: 'polychat-session', version: 1 });
  expect(file.messages.map((m) => m.content)).toEqual(RICH.map((m) => m.content));

  const choosing = chat.waitForEvent('filechooser');
  await moreMenu(chat, 'Import chat from JSON');
  await (await choosing).setFiles(await download.path());
  await expect(chat.getByText('Imported the chat “Trip to Lisbon”')).toBeVisible();

  await expect(replies(chat)).toHaveCount(2);
  await expect(questions(chat).first()).toContainText('How do I sum a list');
  const sessions = await readStore<{ id: string; topic: string }>(chat, 'sessions');
  expect(sessions.filter((s) => s.topic === 'Trip to Lisbon')).toHaveLength(2);
  const messages = await readStore<{ sessionId: string; id: string }>(chat, 'messages');
  const bySession = new Map<string, string[]>();
  for (const message of messages) bySession.set(message.sessionId, [...(bySession.get(message.sessionId) ?? []), message.id]);
  const [first, second] = [...bySession.values()];
  expect(first).toHaveLength(4);
  expect(second).toHaveLength(4);
  expect(first?.some((id) => second?.includes(id))).toBe(false);
});

test('a malformed JSON file is refused with the import error and changes nothing', async ({ chat }) => {
  await seedConversation(chat, SIX);
  const choosing = chat.waitForEvent('filechooser');
  await moreMenu(chat, 'Import chat from JSON');
  await (await choosing).setFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "polychat-session", "version": 1, "messages": [') });
  await expect(chat.getByText('Failed to import from file')).toBeVisible();
  expect(await readStore(chat, 'sessions')).toHaveLength(1);
  await expect(replies(chat)).toHaveCount(3);
});
