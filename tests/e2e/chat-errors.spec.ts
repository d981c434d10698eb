// Errors as a person reads them and a screen reader hears them, here in Chinese: the catalogue's
// sentence in the chosen language, the provider's own words folded under "详细信息", never a raw
// JSON block; a web page is not a reply; a rate limit says when to come back; a passing failure is
// tried again unseen.
import { locale as zhCNFirst } from '../../src/web/i18n/resources/zh-CN';
import { locale as zhCNReply } from '../../src/web/i18n/resources/zh-CN/reply';
import { snap, waitForStoredSetting } from './support/fixtures';
import type { Page } from '@playwright/test';
import { reloadSettled } from '../support/app-storage.mjs';
import { chatRequests, expect, nonce, test } from './support/chat-fixtures';

test.beforeEach(async ({ chat }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
  await chat.getByLabel('Language').selectOption('zh-CN');
  await waitForStoredSetting(chat, 'config', '"language":"zh-CN"');
  await chat.goto(chat.url().replace(/#.*$/, '#/chat'));
  await reloadSettled(chat);
  await expect(chat.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

/** Sends in the Chinese interface and waits for the reply to end. */
async function errorReply(chat: Page, text: string) {
  const input = chat.getByRole('textbox', { name: zhCNFirst.chat.inputLabel });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const reply = chat.getByRole('article', { name: zhCNFirst.chat.roles.assistant }).last();
  await expect(reply).toBeVisible();
  await expect(reply).not.toHaveAttribute('aria-busy');
  return reply;
}

test('a provider error reads in Chinese, with its own words folded under it', async ({ chat }) => {
  const reply = await errorReply(chat, `[[fake:500]] ${nonce()}`);
  await expect(reply).toContainText(zhCNReply.errors.serverError);
  // A screen reader hears the failure too, in the same words, through the polite live region.
  await expect(chat.getByRole('status').filter({ hasText: zhCNReply.errors.serverError })).toHaveAttribute('aria-live', 'polite');
  await expect(reply.locator('code')).toHaveCount(0);
  const details = reply.getByText(zhCNReply.messages.errorDetails);
  await expect(reply.locator('pre')).not.toBeVisible();
  await details.click();
  await expect(reply.locator('pre')).toContainText('HTTP 500');
  await snap(chat, 'chat-error-zh');
});

test('a web page in place of a reply is an error, never the reply', async ({ chat }) => {
  const reply = await errorReply(chat, `[[fake:html]] ${nonce()}`);
  await expect(reply).toContainText(zhCNReply.errors.htmlPage);
  await expect(reply).not.toContainText('Accept the terms');
  await reply.getByText(zhCNReply.messages.errorDetails).click();
  await expect(reply.locator('pre')).toContainText('Hotel Wi-Fi: please sign in');
});

test('a rate limit says when to try again', async ({ chat }) => {
  const reply = await errorReply(chat, `[[fake:429=120]] ${nonce()}`);
  await expect(reply).toContainText(zhCNReply.errors.rateLimitedUntil.replace('{{wait}}', '2 分钟'));
  await reply.getByText(zhCNReply.messages.errorDetails).click();
  await expect(reply.locator('pre')).toContainText('Rate limit reached for requests');
  await snap(chat, 'chat-rate-limited-zh');
});

test('a passing failure is tried again and the reply arrives', async ({ chat, fake }) => {
  const word = nonce();
  const reply = await errorReply(chat, `[[fake:flaky]] ${word}`);
  await expect(reply).toContainText(`Echo: [[fake:flaky]] ${word}`);
  await expect(reply).not.toContainText(zhCNReply.errors.unavailable);
  expect(await chatRequests(fake, word)).toHaveLength(2);
});
