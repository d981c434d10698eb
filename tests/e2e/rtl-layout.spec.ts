// Arabic reads right to left throughout, checked by where things are rather than by a screenshot:
// the sidebar on the right with its resize handle on its inner (left) edge, the user's bubbles on
// the left and the replies from the right, and a back arrow that points right.

import { locale as ar } from '../../src/web/i18n/resources/ar';
import { expect, test } from './support/chat-fixtures';
import { snap } from './support/fixtures';

test.use({ locale: 'ar' });

test('the chat mirrors: sidebar, handle, bubbles and arrows', { tag: '@phone' }, async ({ page: chat, server, isMobile }) => {
  await chat.goto(`${server.url}/#/chat`);
  await expect(chat.locator('html')).toHaveAttribute('dir', 'rtl');
  const input = chat.getByRole('textbox', { name: ar.chat.inputLabel });
  await input.fill('مرحبا');
  await input.press('Enter');
  await expect(chat.getByRole('article', { name: ar.chat.roles.assistant }).last()).not.toHaveAttribute('aria-busy', 'true');
  const question = await chat.getByRole('article', { name: ar.chat.roles.user }).last().boundingBox();
  const reply = await chat.getByRole('article', { name: ar.chat.roles.assistant }).last().boundingBox();
  // The user's words sit at the end of the line, which is the left in Arabic; a reply starts at the right.
  expect(question!.x).toBeLessThan(reply!.x);
  expect(reply!.x + reply!.width).toBeGreaterThan(question!.x + question!.width);
  if (!isMobile) {
    const sidebar = (await chat.getByRole('complementary').boundingBox())!;
    const main = (await chat.getByRole('main').boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(main.x);
    const handle = (await chat.getByRole('separator', { name: ar.shell.sidebar.resize }).boundingBox())!;
    expect(Math.abs(handle.x + handle.width / 2 - sidebar.x)).toBeLessThan(12);
  }
  await snap(chat, 'chat-rtl');
  await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
  const back = chat.getByRole('button', { name: ar.shell.nav.back }).first();
  if (await back.isVisible()) await expect(back.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
});
