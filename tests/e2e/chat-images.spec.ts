// Image models in the chat: DALL·E 3 by name and the drawing category through its provider group.
// The fake answers in OpenAI's documented image format; the picture is a real PNG it draws.
import { readFile } from 'node:fs/promises';
import { SERVER_KEYS } from '../fakes/harness';
import { snap } from './support/fixtures';
import { expectAxeCleanInBothThemes } from './support/axe';
import { expect, fakeRequests, lastReply, readStore, reloadChat, replyDone, send, test as chatTest, type RecordedRequest } from './support/chat-fixtures';

const test = chatTest.extend({ server: async ({ imageServer }, use) => use(imageServer) });

interface ImageRequest extends RecordedRequest {
  headers: Record<string, string>;
  json: RecordedRequest['json'] & { model?: string; prompt?: string; n?: number; size?: string; quality?: string; style?: string; response_format?: string };
}

async function imageRequest(fake: { url: string }, word: string): Promise<ImageRequest> {
  const find = async () =>
    ((await fakeRequests(fake as never)) as ImageRequest[]).filter((request) => request.path.endsWith('/images/generations') && request.json.prompt?.includes(word));
  await expect.poll(async () => (await find()).length).toBe(1);
  return (await find())[0]!;
}

const picture = (reply: ReturnType<typeof lastReply>) => reply.getByRole('img', { name: 'Image 1' });

test('a DALL·E 3 chat draws a picture that is stored apart, survives a reload and downloads', async ({ chat, fake }) => {
  await send(chat, 'a red fox at dusk');
  const reply = await replyDone(chat);
  await expect(picture(reply)).toBeVisible();
  await expect(reply).toContainText('A detailed picture of a red fox at dusk, in warm evening light.');
  expect(await picture(reply).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  const request = await imageRequest(fake, 'a red fox at dusk');
  expect(request.method).toBe('POST');
  expect(request.path).toBe('/openai/v1/images/generations');
  expect(request.json).toEqual({ model: 'dall-e-3', prompt: 'a red fox at dusk', n: 1, size: '1024x1024', quality: 'standard', style: 'vivid', response_format: 'b64_json' });
  expect(request.headers.authorization).toBe(`Bearer ${SERVER_KEYS.openai}`);

  // The chat record holds a reference, never the picture itself.
  const messages = await readStore<{ role: string; content: unknown }>(chat, 'messages');
  const stored = JSON.stringify(messages.find((message) => message.role === 'assistant')?.content);
  expect(stored).toContain('idb-image:');
  expect(stored).not.toContain('iVBORw0KGgo');
  await snap(chat, 'chat-image');

  await reloadChat(chat);
  await expect(picture(lastReply(chat))).toBeVisible();

  await lastReply(chat).getByRole('button', { name: 'View image 1 full size' }).click();
  const viewer = chat.getByRole('dialog', { name: 'Image' });
  await expect(viewer.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await snap(chat, 'chat-image-viewer');
  await expectAxeCleanInBothThemes(chat, 'the image viewer');
  const [download] = await Promise.all([chat.waitForEvent('download'), viewer.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^polychat-image-\d{4}-\d\d-\d\d-\d{6}\.png$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(1000);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
});

test('the drawing category draws through its provider group, with the group\'s token', async ({ chat, fake }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
  // Only the category the server holds a token for is offered; the others could only fail.
  const model = chat.getByRole('combobox', { name: 'Model', exact: true });
  await expect(model.locator('option', { hasText: '最有趣' })).toHaveCount(0);
  await model.selectOption({ label: '绘画模型' });
  // The settings that mean something to an image model, and none of the chat ones.
  await expect(chat.getByRole('combobox', { name: 'Image size' })).toBeVisible();
  await expect(chat.getByText('Temperature', { exact: true })).toHaveCount(0);
  await chat.getByRole('combobox', { name: 'Image size' }).selectOption('1792x1024');
  await chat.getByRole('combobox', { name: 'Image style' }).selectOption('natural');
  await chat.getByRole('combobox', { name: 'Image quality' }).selectOption('hd');
  await snap(chat, 'settings-image-model');
  await chat.goto(chat.url().replace(/#.*$/, '#/chat'));

  await send(chat, 'a lighthouse in a storm');
  const reply = await replyDone(chat);
  await expect(picture(reply)).toBeVisible();
  // The reply is labelled by the name the model was picked by; the provider's id on hover.
  const badge = reply.locator('xpath=..').getByText('绘画模型', { exact: true });
  await expect(badge).toHaveAttribute('title', 'dall-e-3');
  const request = await imageRequest(fake, 'a lighthouse in a storm');
  expect(request.path).toBe('/openai/v1/images/generations');
  expect(request.headers.authorization).toBe(`Bearer ${SERVER_KEYS.openai}`);
  expect(request.json).toMatchObject({ model: 'dall-e-3', size: '1792x1024', quality: 'hd', style: 'natural', response_format: 'b64_json' });

  // Back to a chat model: the image settings go, the chat ones come back.
  await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
  await chat.getByRole('combobox', { name: 'Model', exact: true }).selectOption({ label: 'gpt-4o-mini' });
  await expect(chat.getByRole('combobox', { name: 'Image size' })).toHaveCount(0);
  await expect(chat.getByText('Temperature', { exact: true })).toBeVisible();
});

test('drawing errors read from the chat’s catalogue: a 500, a sign-in page, a picture cut short', async ({ chat }) => {
  await send(chat, 'a storm [[fake:500]]');
  let reply = await replyDone(chat);
  await expect(reply).toContainText('The provider had an internal error. Try again in a moment.');
  await expect(reply).not.toContainText('The request failed.');
  await reply.getByText('Details').click();
  await expect(reply.locator('pre')).toContainText('HTTP 500');

  await send(chat, 'a portal [[fake:html]]');
  reply = await replyDone(chat);
  await expect(reply).toContainText('A web page came back instead of a reply: a sign-in page or captive portal');
  await reply.getByText('Details').click();
  await expect(reply.locator('pre')).toContainText('Welcome to Airport Wi-Fi');

  await send(chat, 'a cut picture [[fake:truncated]]');
  reply = await replyDone(chat);
  await expect(reply).toContainText('The provider answered, but not with a picture that could be read.');
  await reply.getByText('Details').click();
  await expect(reply.locator('pre')).toContainText(/The image\/png picture (was cut short: \d+ B arrived|\(\d+ B\) could not be decoded)/);
  await snap(chat, 'chat-image-error-details');
});

test('a URL answer is fetched and stored like a base64 one', async ({ chat }) => {
  await send(chat, 'a harbour [[fake:url]]');
  const reply = await replyDone(chat);
  await expect(picture(reply)).toBeVisible();
  const stored = (await readStore<{ role: string; content: unknown }>(chat, 'messages')).find((message) => message.role === 'assistant');
  expect(JSON.stringify(stored?.content)).toContain('idb-image:');
});

test('refusals and broken answers are translated errors, and the pictures already drawn stay', async ({ chat }) => {
  await send(chat, 'a quiet lake');
  await expect(picture(await replyDone(chat))).toBeVisible();

  await send(chat, 'forbidden [[fake:policy]]');
  let reply = await replyDone(chat);
  await expect(reply).toContainText('The provider refused to draw this: the prompt or the picture goes against its content policy.');
  await expect(reply).toContainText('Your request was rejected as a result of our safety system.');
  await expect(reply).not.toContainText('{');
  // A picture above that finished loading must not unpin the list: the answer is in view.
  await expect(reply).toBeInViewport({ ratio: 1 });
  await expect(chat.getByRole('button', { name: 'Scroll to bottom' })).toHaveCount(0);
  await snap(chat, 'chat-image-refused');

  await send(chat, 'too fast [[fake:429]]');
  await expect(await replyDone(chat)).toContainText('Too many requests, or the quota of this key is used up.');

  for (const word of ['truncated', 'empty']) {
    await send(chat, `broken ${word} [[fake:${word}]]`);
    reply = await replyDone(chat);
    await expect(reply).toContainText('The provider answered, but not with a picture that could be read. Nothing was saved; try again.');
  }

  await reloadChat(chat);
  await expect(chat.getByRole('article', { name: 'Assistant' }).first().getByRole('img', { name: 'Image 1' })).toBeVisible();
  const images = await readStore(chat, 'images');
  expect(images).toHaveLength(1);
});
