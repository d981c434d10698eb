// The chat's end-to-end tests load the worker's server that talks to the fake provider (OpenAI's
// gpt-4o-mini by default; `chatServer` in fixtures.ts), a fresh page at #/chat per test. The helpers
// read what the fake received, seed long conversations straight into IndexedDB and build images.
import { expect, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { rgbPng } from '../../fakes/png.mjs';
import { messageRecords, putRecords, readStore, reloadSettled } from '../../support/app-storage.mjs';
import { CHAT_MODEL, test as base, type Fake } from './fixtures';

export { CHAT_MODEL, putRecords, readStore };

/** What the fake records of a request (GET /__requests, GET /__last). */
export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
  aborted: boolean;
  completed: boolean;
  json: { stream?: boolean; messages?: { role: string; content: unknown }[] };
}

/** The chat's tests load the server that talks to the fake, and start each on a fresh #/chat. */
export const test = base.extend<{ chat: Page }>({
  server: async ({ chatServer }, use) => use(chatServer),
  chat: async ({ page, server }, use) => {
    await openChat(page, server.url);
    await use(page);
  },
});

export { expect };

async function openChat(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/chat`);
  await expect(page.locator('#loading')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

export async function reloadChat(page: Page): Promise<void> {
  await reloadSettled(page);
  await expect(page.locator('#loading')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

/** A word no other test sends, to find this test's requests among the worker's. */
export function nonce(): string {
  return `n${randomBytes(4).toString('hex')}`;
}

export async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

export const replies = (page: Page) => page.getByRole('article', { name: 'Assistant' });
export const questions = (page: Page) => page.getByRole('article', { name: 'You' });
export const lastReply = (page: Page) => replies(page).last();

/** The toolbar of actions next to a message (copy, retry, pin …); `index` among those shown. */
export const messageActions = (page: Page, index: number | 'last') => {
  const all = page.getByRole('toolbar', { name: 'Message actions' });
  return index === 'last' ? all.last() : all.nth(index);
};
export const inputActions = (page: Page) => page.getByRole('toolbar', { name: 'Input actions' });

/** Waits until the newest reply has stopped streaming. */
export async function replyDone(page: Page): Promise<Locator> {
  const reply = lastReply(page);
  await expect(reply).toBeVisible();
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  return reply;
}

export async function fakeRequests(fake: Fake): Promise<RecordedRequest[]> {
  const response = await fetch(`${fake.url}/__requests`);
  return (await response.json()) as RecordedRequest[];
}

export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part: { text?: string }) => part.text ?? '').join('');
  return '';
}

/** The chat requests (not title or summary ones) whose last message is a user message with `word`. */
export async function chatRequests(fake: Fake, word: string): Promise<RecordedRequest[]> {
  return (await fakeRequests(fake)).filter((request) => {
    const last = request.json?.messages?.at(-1);
    return request.path === '/openai/v1/chat/completions' && request.json.stream === true && last?.role === 'user' && textOf(last.content).includes(word);
  });
}

/** Waits for the one chat request carrying `word`, and returns it. */
export async function chatRequest(fake: Fake, word: string, count = 1): Promise<RecordedRequest> {
  await expect.poll(async () => (await chatRequests(fake, word)).length).toBe(count);
  return (await chatRequests(fake, word)).at(-1)!;
}

/** The messages a request sent, without the injected system prompt. */
export function conversationOf(request: RecordedRequest): { role: string; text: string }[] {
  return (request.json.messages ?? []).filter((message) => message.role !== 'system').map((message) => ({ role: message.role, text: textOf(message.content) }));
}

/** Text of seeded message i: short, one paragraph, unique. */
export const seededText = (i: number) => `Seeded message number ${i}.`;

/**
 * Writes `count` messages into the current session, straight into IndexedDB as bench/chat.mjs
 * does, then reloads so the app reads them.
 */
export async function seedMessages(page: Page, count: number): Promise<void> {
  const session = await firstSession(page);
  const now = Date.now();
  const messages = messageRecords({ sessionId: session.id, count, contentOf: seededText, model: CHAT_MODEL, now });
  await putRecords(page, { messages, sessions: [{ ...session, messageCount: count, updatedAt: now }] });
  await reloadChat(page);
}

/** The stored record of the session the app creates at start, once it has been written. */
export async function firstSession<T extends { id: string } = StoredSessionRecord>(page: Page): Promise<T> {
  await expect.poll(async () => (await readStore(page, 'sessions')).length).toBe(1);
  const [session] = await readStore<T>(page, 'sessions');
  if (!session) throw new Error('no session stored');
  return session;
}

/** A stored session, as far as tests change it (the rest is copied as it is). */
export interface StoredSessionRecord {
  id: string;
  order: number;
  mask: { modelConfig: object } & Record<string, unknown>;
  [field: string]: unknown;
}

/** An RGB PNG of the given size with colour gradients and some noise, as a photo would have. */
export function makePng(width: number, height: number): Buffer {
  const noise = randomBytes(width * height);
  return rgbPng(width, height, (x, y) => {
    const n = noise[y * width + x]! & 0x1f;
    return [Math.min(255, (x * 224) / width + n), Math.min(255, (y * 224) / height + n), Math.min(255, ((x + y) * 128) / (width + height) + n)];
  });
}
