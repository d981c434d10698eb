// A chat that answers from the user's documents: a knowledge base is attached from the input's
// Knowledge action, every turn's request carries the passages that match it (numbered, with file and
// page), the model may search the documents with its tool, and the reply lists its sources, each of
// which opens its passage, as the [n] marks in its text do.
import type { Page } from '@playwright/test';
import { makeDocx, makePdf } from './support/documents';
import { snap } from './support/fixtures';
import { chatRequest, chatRequests, expect, inputActions, lastReply, nonce, replyDone, send, test, textOf, type RecordedRequest } from './support/chat-fixtures';

const PDF = makePdf([
  ['Harbour operations manual.', 'This manual covers the port and its daily work.'],
  ['The lighthouse lamp is lit every evening at dusk by the keeper.', 'Its beam turns once every twelve seconds and reaches twenty nautical miles.'],
]);
const DOCX = makeDocx('Ferry timetable', ['The first ferry to the island leaves at seven in the morning.', 'On Sundays the ferry does not run in winter.']);

async function baseWithFiles(page: Page): Promise<void> {
  await page.evaluate(() => (location.hash = '#/knowledge'));
  await page.getByRole('button', { name: 'New knowledge base' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Harbour');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Add files', { exact: true }).setInputFiles([
    { name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'ferry.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: DOCX },
  ]);
  await expect(page.getByRole('list', { name: 'Files of Harbour' }).getByText(/^Ready/)).toHaveCount(2);
  await page.evaluate(() => (location.hash = '#/chat'));
}

const systemText = (request: RecordedRequest) =>
  (request.json.messages ?? [])
    .filter((message) => message.role === 'system')
    .map((message) => textOf(message.content))
    .join('\n');

test('@phone a chat with a knowledge base sends the matching passages on every turn and lists its sources', async ({ chat, fake }) => {
  await baseWithFiles(chat);
  await inputActions(chat).getByRole('button', { name: 'Knowledge' }).click();
  const picker = chat.getByRole('dialog', { name: 'Knowledge bases of this chat' });
  await picker.getByRole('option', { name: /Harbour/ }).click();
  await snap(chat, 'knowledge-chat-picker');
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(inputActions(chat).getByRole('button', { name: 'Knowledge (1)' })).toBeAttached();

  const first = nonce();
  await send(chat, `When is the lighthouse lamp lit? ${first}`);
  await replyDone(chat);
  const [asked] = await chatRequests(fake, first);
  expect(systemText(asked!)).toContain('[1] manual.pdf, page 2\nThe lighthouse lamp is lit every evening at dusk by the keeper.');
  // Models that take tools are offered the search of the documents.
  expect(JSON.parse(asked!.body).tools.map((tool: { function: { name: string } }) => tool.function.name)).toContain('search_my_documents');
  // The fake calls the tool with the message; the reply repeats what the tool found, numbered as given.
  await expect(lastReply(chat)).toContainText('[1] manual.pdf, page 2');

  const sources = lastReply(chat).getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('button', { name: '[1] manual.pdf, page 2' })).toBeVisible();
  await snap(chat, 'knowledge-chat-reply');
  await sources.getByRole('button', { name: '[1] manual.pdf, page 2' }).click();
  const passage = chat.getByRole('dialog', { name: '[1] manual.pdf, page 2' });
  await expect(passage).toContainText('Its beam turns once every twelve seconds');
  await snap(chat, 'knowledge-chat-passage');
  await passage.getByRole('button', { name: 'Close' }).click();
  await expect(passage).toBeHidden();
  // The [1] in the reply's text opens the same passage: the mark shows its number, and is named
  // by what it opens.
  const mark = lastReply(chat).getByRole('button', { name: '[1] manual.pdf, page 2' }).filter({ hasText: /^1$/ });
  await expect(mark).toBeVisible();
  await mark.click();
  await expect(passage).toContainText('Its beam turns once every twelve seconds');
  await passage.getByRole('button', { name: 'Close' }).click();

  // Not only the first turn: the next question gets its own passages.
  const second = nonce();
  await send(chat, `Does the ferry run on Sundays? ${second}`);
  await replyDone(chat);
  // Waited for: the first turn's reply is the last one until the second's shows, so replyDone may
  // return before the second question has gone out.
  const next = await chatRequest(fake, second);
  expect(systemText(next)).toContain('ferry.docx, "Ferry timetable"\nThe first ferry to the island leaves at seven in the morning.\nOn Sundays the ferry does not run in winter.');
});

test('meaning search embeds the passages and the query through the chosen provider and says it is on', async ({ chat, fake }) => {
  await chat.evaluate(() => (location.hash = '#/knowledge'));
  const meaning = chat.getByRole('combobox', { name: 'Meaning search' });
  await meaning.selectOption('text-embedding-3-small');
  await chat.getByRole('button', { name: 'New knowledge base' }).click();
  await chat.getByRole('dialog').getByRole('textbox').fill('Harbour');
  await chat.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await chat.getByLabel('Add files', { exact: true }).setInputFiles([{ name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  const embeddings = async () => (await fetch(`${fake.url}/__requests`).then((r) => r.json() as Promise<RecordedRequest[]>)).filter((r) => r.path === '/openai/v1/embeddings');
  // Both passages of the PDF are embedded once it is stored.
  await expect.poll(async () => (await embeddings()).flatMap((r) => JSON.parse(r.body).input as string[]).filter((text) => text.includes('lighthouse')).length).toBe(1);

  const search = chat.getByRole('searchbox', { name: 'Search in Harbour' });
  await expect(search).toHaveAccessibleDescription('Keyword and meaning search (OpenAI text-embedding-3-small)');
  await search.fill('keeper lamp dusk');
  await expect(chat.getByRole('list', { name: 'Passages found' }).getByRole('listitem').first()).toContainText('The lighthouse lamp is lit every evening');
  await expect.poll(async () => (await embeddings()).some((r) => JSON.stringify(JSON.parse(r.body).input) === '["keeper lamp dusk"]')).toBe(true);
  await snap(chat, 'knowledge-meaning');

  // Off again: keywords alone, and the query is not sent anywhere.
  await meaning.selectOption({ label: 'Off: keywords only' });
  await expect(search).toHaveAccessibleDescription('Keyword search');
  const before = (await embeddings()).length;
  await search.fill('twelve seconds');
  await expect(chat.getByRole('list', { name: 'Passages found' }).getByRole('listitem').first()).toContainText('Its beam turns');
  expect((await embeddings()).length).toBe(before);

  // Another provider's model, in its own format through the server: Gemini's batchEmbedContents.
  const gemini = async () =>
    (await fetch(`${fake.url}/__requests`).then((r) => r.json() as Promise<RecordedRequest[]>))
      .filter((r) => r.path === '/google/v1beta/models/gemini-embedding-001:batchEmbedContents')
      .flatMap((r) => (JSON.parse(r.body) as { requests: { taskType: string; content: { parts: { text: string }[] } }[] }).requests)
      .map((request) => `${request.taskType} ${request.content.parts[0]?.text}`);
  await meaning.selectOption('google:gemini-embedding-001');
  await expect(search).toHaveAccessibleDescription('Keyword and meaning search (Google gemini-embedding-001)');
  await expect.poll(async () => (await gemini()).filter((line) => line.startsWith('RETRIEVAL_DOCUMENT') && line.includes('lighthouse')).length).toBe(1);
  await search.fill('keeper lamp dusk');
  await expect.poll(gemini).toContain('RETRIEVAL_QUERY keeper lamp dusk');
  await expect(chat.getByRole('list', { name: 'Passages found' }).getByRole('listitem').first()).toContainText('The lighthouse lamp is lit every evening');
});
