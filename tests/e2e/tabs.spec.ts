// Two tabs of one browser on one chat are one conversation: each shows the other's turns as they
// are written, in the order they are stored, also while its own reply streams, and what a tab
// sends to the model holds every stored turn.
import type { Page } from '@playwright/test';
import { chatRequest, conversationOf, expect, nonce, replies, replyDone, send, test } from './support/chat-fixtures';
import { snap, waitForStoredSetting } from './support/fixtures';

/** Enough pieces, one every DELAY ms, for a reply that streams for several seconds. */
const SLOW_CHUNKS = 200;
const SLOW_DELAY_MS = 20;
/** Messages sent with a question: room for the five turns the test checks. */
const ATTACHED_MESSAGES = 8;

/** The texts of the chat's questions and replies, in the order the page shows them. */
const turns = (page: Page) => page.getByRole('article', { name: /^(You|Assistant)$/ });

/** Waits until the page shows exactly these turns in this order, each containing its fragment. */
async function expectTurns(page: Page, fragments: string[]): Promise<void> {
  await expect.poll(() => turns(page).allInnerTexts()).toEqual(fragments.map((fragment) => expect.stringContaining(fragment)));
}

test('two tabs on one chat stay one conversation while a reply streams in one of them', async ({ chat: tabA, fake, server }) => {
  // Every turn of this test goes with the third question: more than the 4 attached by default.
  await tabA.goto(tabA.url().replace(/#.*$/, '#/settings'));
  await tabA.getByRole('spinbutton', { name: 'Attached messages count' }).fill(String(ATTACHED_MESSAGES));
  await waitForStoredSetting(tabA, 'config', `"historyMessageCount":${ATTACHED_MESSAGES}`);
  await tabA.goto(tabA.url().replace(/#.*$/, '#/chat'));
  const tabB = await tabA.context().newPage();
  try {
    await tabB.goto(`${server.url}/#/chat`);
    await expect(tabB.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const word = nonce();
    const q1 = `[[fake:hold]] [[fake:chunks=${SLOW_CHUNKS}]] [[fake:delay=${SLOW_DELAY_MS}]] first ${word}`;
    const q2 = `second ${word}`;
    const q3 = `third ${word}`;
    const a1 = `Echo: ${q1}`;
    const a2 = `Echo: ${q2}`;

    // A's reply starts and is held after its first frame: it is streaming while B sends.
    await send(tabA, q1);
    await expect.poll(() => fake.heldCount).toBe(1);
    const replyA = replies(tabA).first();
    await expect(replyA).toHaveAttribute('aria-busy', 'true');
    await expectTurns(tabB, [q1, '']);

    await send(tabB, q2);
    await expect(replies(tabB).nth(1)).toContainText(a2);
    await expect(replies(tabB).nth(1)).not.toHaveAttribute('aria-busy', 'true');
    // A's reply is still coming, and A shows B's turns after it.
    await expectTurns(tabA, [q1, '', q2, a2]);
    await expect(replyA).toHaveAttribute('aria-busy', 'true');
    await expect(tabA.getByRole('main').getByText('4 messages')).toBeVisible();

    // Released, A's reply streams for seconds; B's turns stay in their place meanwhile.
    await fetch(`${fake.url}/__release`);
    await expect(replyA).toContainText(' w5');
    await expect(replyA).toHaveAttribute('aria-busy', 'true');
    await expectTurns(tabA, [q1, 'w5', q2, a2]);
    await expectTurns(tabB, [q1, '', q2, a2]);
    await snap(tabA, 'tabs-own-reply-streaming');

    await expect(replyA).not.toHaveAttribute('aria-busy', 'true');
    await expectTurns(tabA, [q1, a1, q2, a2]);
    await expectTurns(tabB, [q1, a1, q2, a2]);
    await expect(tabA.getByRole('main').getByText('4 messages')).toBeVisible();

    // The third question from A goes out with every stored turn, in order.
    await send(tabA, q3);
    const request = await chatRequest(fake, q3);
    const sent = conversationOf(request);
    const fragments = [q1, a1, q2, a2, q3];
    expect(sent.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    fragments.forEach((fragment, i) => expect(sent[i]?.text).toContain(fragment));
    await replyDone(tabA);
    await expectTurns(tabB, [q1, a1, q2, a2, q3, `Echo: ${q3}`]);
    await snap(tabB, 'tabs-other-tab-after');
  } finally {
    await fetch(`${fake.url}/__release`);
    await tabB.close();
  }
});
