// Images sent to a vision model, and a conversation of thousands of messages (desktop only).
import { snap } from './support/fixtures';
import {
  chatRequest,
  expect,
  inputActions,
  makePng,
  nonce,
  questions,
  readStore,
  reloadChat,
  replyDone,
  seedMessages,
  seededText,
  send,
  test,
} from './support/chat-fixtures';

interface StoredMessageRecord {
  role: string;
  content: unknown;
}

test('an uploaded image is shrunk to a JPEG for the model, stored apart, and shown again after a reload', async ({ chat, fake }) => {
  await expect(inputActions(chat).getByRole('button', { name: 'Upload image' })).toBeVisible();
  const fileInput = chat.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(1200, 900) });
  const strip = chat.getByRole('list', { name: 'Attached images' });
  await expect(strip.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  await snap(chat, 'chat-attachments');

  const word = nonce();
  await send(chat, `what is in this picture ${word}`);
  await expect(strip).toHaveCount(0);
  await replyDone(chat);
  const request = await chatRequest(fake, word);
  const content = request.json.messages!.at(-1)!.content as { type: string; text?: string; image_url?: { url: string } }[];
  expect(content.find((part) => part.type === 'text')?.text).toBe(`what is in this picture ${word}`);
  const url = content.find((part) => part.type === 'image_url')?.image_url?.url ?? '';
  expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
  expect(url.length).toBeLessThan(262_144);

  const stored = (await readStore<StoredMessageRecord>(chat, 'messages')).find((message) => message.role === 'user' && JSON.stringify(message.content).includes(word));
  const json = JSON.stringify(stored?.content);
  expect(json).toContain('idb-image:');
  expect(json).not.toContain('data:');

  await reloadChat(chat);
  const image = questions(chat).getByRole('img', { name: 'Image 1' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('a file that is not an image is refused with a message', async ({ chat }) => {
  await chat.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
  await expect(chat.getByRole('alert')).toHaveText('"notes.txt" is not an image.');
  await expect(chat.getByRole('list', { name: 'Attached images' })).toHaveCount(0);
});

test('a conversation of 2,000 messages opens at its end, reads the rest behind it, and scrolls to its start with few rows', async ({ chat }) => {
  test.setTimeout(60_000);
  await seedMessages(chat, 2000);
  const list = chat.getByRole('list', { name: 'Messages' });
  await expect(chat.getByText(seededText(1999), { exact: true })).toBeInViewport();
  await expect(chat.getByRole('main').getByText('2,000 messages', { exact: true })).toBeVisible();
  // Its newest messages were drawn first; the older ones have been read since.
  await expect(list).toHaveAttribute('aria-busy', 'false');

  // The most rows the list ever had, from now on.
  await list.evaluate((element) => {
    const state = window as unknown as { maxRows: number };
    state.maxRows = element.querySelectorAll(':scope > li').length;
    new MutationObserver(() => {
      state.maxRows = Math.max(state.maxRows, element.querySelectorAll(':scope > li').length);
    }).observe(element, { childList: true });
  });
  // Up a screenful or so per frame, as a fast scroll would, until the top.
  await list.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const scroller = element.parentElement!;
        const step = () => {
          if (scroller.scrollTop <= 0) return resolve();
          // A reader's wheel: only the reader lets the list go from its end.
          scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -2000, bubbles: true }));
          scroller.scrollTop -= 2000;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
  // Measured rows can move the top: settle there.
  await expect(async () => {
    await list.evaluate((element) => {
      element.dispatchEvent(new WheelEvent('wheel', { deltaY: -2000, bubbles: true }));
      element.parentElement!.scrollTo({ top: 0 });
    });
    await expect(chat.getByText(seededText(0), { exact: true })).toBeInViewport({ timeout: 1000 });
  }).toPass();
  await expect(chat.getByText(seededText(1999), { exact: true })).toHaveCount(0);
  const maxRows = await chat.evaluate(() => (window as unknown as { maxRows: number }).maxRows);
  expect(maxRows).toBeGreaterThan(0);
  expect(maxRows).toBeLessThan(100);
  expect(await list.getByRole('listitem').count()).toBeLessThan(100);
});
