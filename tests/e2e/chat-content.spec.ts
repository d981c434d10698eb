// What a reply shows: markdown (and nothing a message could smuggle in to run), a provider's
// error, and the canned answers that never reach a provider.
import { readFileSync } from 'node:fs';
import { snap } from './support/fixtures';
import {
  chatRequest,
  conversationOf,
  expect,
  fakeRequests,
  firstSession,
  lastReply,
  nonce,
  putRecords,
  questions,
  reloadChat,
  replyDone,
  send,
  test,
} from './support/chat-fixtures';

test('markdown renders a table, a code block with its copy button and bold text, and runs no HTML', async ({ chat }) => {
  const dialogs: string[] = [];
  chat.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const word = nonce();
  const text = [
    `Markdown ${word} with **bold words** in it.`,
    '',
    '| Language | Typed |',
    '|---|---|',
    '| TypeScript | yes |',
    '| JavaScript | no |',
    '',
    '```python',
    'def greet(name):',
    '    return f"Hello {name}"',
    '```',
    '',
    '<script>alert("script ran")</script>',
    '',
    '<img src="x" onerror="alert(\'onerror ran\')">',
    '',
    '[a link](javascript:alert("link ran"))',
  ].join('\n');
  await send(chat, text);
  const reply = await replyDone(chat);
  await expect(reply).toContainText(`Echo: Markdown ${word}`);

  const table = reply.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Language', 'Typed']);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(reply.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(reply.getByText('def greet(name):')).toBeVisible();
  await expect(reply.getByRole('strong')).toHaveText('bold words');

  await expect(chat.locator('[onerror]')).toHaveCount(0);
  await expect(chat.locator('script').filter({ hasText: 'script ran' })).toHaveCount(0);
  await expect(chat.locator('a[href^="javascript:"]')).toHaveCount(0);
  const link = reply.getByText('a link');
  if (await link.isVisible()) await link.click();
  // The question renders the same markdown: nothing ran there either.
  await expect(questions(chat).getByRole('table')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('a provider error shows its text, and the failed reply is not sent with the next message', async ({ chat, fake }) => {
  const failing = nonce();
  await send(chat, `[[fake:500]] fail ${failing}`);
  const reply = await replyDone(chat);
  await expect(reply).toContainText('The server had an error while processing your request.');
  await chatRequest(fake, failing);

  const next = nonce();
  await send(chat, `after the failure ${next}`);
  await expect(lastReply(chat)).toContainText(`Echo: after the failure ${next}`);
  const request = await chatRequest(fake, next);
  expect(request.body).not.toContain('The server had an error');
  expect(conversationOf(request)).toEqual([
    { role: 'user', text: `[[fake:500]] fail ${failing}` },
    { role: 'user', text: `after the failure ${next}` },
  ]);
});

interface CannedTable {
  answers: { id: string; questions: string[]; answer: string }[];
}

test('a canned question is answered locally, streamed, with no request to the provider', async ({ chat, fake }) => {
  const table = JSON.parse(readFileSync('public/canned-answers.json', 'utf8')) as CannedTable;
  // The longest answer streams the longest (4 characters every 40 ms): time to watch it grow.
  const entry = [...table.answers].sort((a, b) => b.answer.length - a.answer.length)[0]!;
  const before = await fakeRequests(fake);

  await send(chat, entry.questions[0]!);
  const reply = lastReply(chat);
  await expect(reply).toHaveAttribute('aria-busy', 'true');
  let seen = 0;
  await expect
    .poll(async () => {
      seen = (await reply.innerText()).length;
      return seen;
    })
    .toBeGreaterThan(8);
  expect(seen).toBeLessThan(entry.answer.length);
  await expect.poll(async () => (await reply.innerText()).length).toBeGreaterThan(seen);
  await expect(reply).not.toHaveAttribute('aria-busy');
  const paragraphs = entry.answer.split('\n').filter((line) => line.trim() !== '');
  await expect(reply).toContainText(paragraphs[0]!);
  await expect(reply).toContainText(paragraphs.at(-1)!);
  // Labelled as what it is: an answer from this device, not a model's.
  const meta = reply.locator('xpath=..');
  await expect(meta.getByText('Local answer', { exact: true })).toBeVisible();
  await expect(meta.getByText('gpt-4o-mini', { exact: true })).toHaveCount(0);

  // Not the reply, nor a title or summary afterwards: the provider heard nothing.
  const after = await fakeRequests(fake);
  expect(after).toEqual(before);
  await snap(chat, 'chat-canned');
});

const REASONING_FORMATS = [
  { format: 'OpenAI’s reasoning_content', model: undefined, path: '/openai/v1/chat/completions' },
  { format: 'Anthropic’s thinking block', model: { model: 'claude-3-5-sonnet-20240620', providerName: 'Anthropic' }, path: '/anthropic/v1/messages' },
] as const;

for (const { format, model, path } of REASONING_FORMATS) {
  test(`reasoning in ${format} streams into an open block apart from the answer, then folds away`, async ({ chat, fake }) => {
    if (model) {
      const session = await firstSession(chat);
      const mask = { ...session.mask, syncGlobalConfig: false, modelConfig: { ...session.mask.modelConfig, ...model } };
      await putRecords(chat, { sessions: [{ ...session, mask, updatedAt: Date.now() }] });
      await reloadChat(chat);
    }
    const word = nonce();
    // 80 ms a piece: over a second and a half of reasoning before the first words of the answer,
    // watched every 50 ms so that a busy machine does not look only after it has passed.
    const question = `[[fake:reasoning]] [[fake:delay=80]] Why is the sky blue ${word}`;
    await send(chat, question);
    const reply = lastReply(chat);
    const block = reply.getByRole('group');
    let seen = '';
    await expect.poll(async () => (seen = await reply.innerText()), { intervals: [50] }).toContain('Thinking about:');
    expect(seen).toContain('Thinking…');
    expect(seen).not.toContain('Echo:');
    if (!model) await snap(chat, 'chat-thinking');

    await replyDone(chat);
    await expect(reply).toContainText(`Echo: ${question}`);
    const reasoning = block.getByText(`Thinking about: ${question}`);
    await expect(block.getByText('Reasoning', { exact: true })).toBeVisible();
    await expect(reasoning).toBeHidden();
    await block.getByText('Reasoning', { exact: true }).click();
    await expect(reasoning).toBeVisible();
    expect((await fakeRequests(fake)).some((request) => request.path === path && request.body.includes(word))).toBe(true);
    await snap(chat, `chat-reasoning-${model ? 'anthropic' : 'openai'}`);

    await reloadChat(chat);
    await expect(lastReply(chat)).toContainText(`Echo: ${question}`);
    await lastReply(chat).getByText('Reasoning', { exact: true }).click();
    await expect(lastReply(chat).getByText(`Thinking about: ${question}`)).toBeVisible();
  });
}

test('an image from another site in a reply is fetched only after a click', async ({ chat, fake }) => {
  const picture = `${fake.url}/files/picture-${Date.now()}.png`;
  const fetched = async () => (await fakeRequests(fake)).filter((request) => picture.endsWith(request.path)).length;
  await send(chat, `A picture\n\n![secret chart](${picture}?d=user-data)`);
  const reply = await replyDone(chat);
  const placeholder = reply.getByRole('group', { name: /^Image from 127\.0\.0\.1:\d+$/ });
  await expect(placeholder).toContainText('“secret chart”: an image from 127.0.0.1');
  await expect(reply.getByRole('img', { name: 'secret chart' })).toHaveCount(0);
  expect(await fetched()).toBe(0);
  await snap(chat, 'remote-image-placeholder');

  await placeholder.getByRole('button', { name: 'Load image' }).click();
  await expect(reply.getByRole('img', { name: 'secret chart' })).toBeVisible();
  await expect.poll(fetched).toBe(1);
});

