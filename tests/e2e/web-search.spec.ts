// Web search end to end, against the app's real server (its /api/web/search and /api/web/read)
// searching a SearXNG-shaped service and reading local pages (tests/support/web-search-servers.mjs),
// with the fake provider echoing the question, so the answer cites what the question wrote.
import { snap, waitForStoredSetting } from './support/fixtures';
import { chatRequest, expect, inputActions, lastReply, nonce, reloadChat, replyDone, send, test, textOf, type RecordedRequest } from './support/chat-fixtures';

const searchTest = test.extend({ server: async ({ webSearchServer }, use) => use(webSearchServer) });

/** A question whose echo cites a page that holds the quote, one that does not, and one that failed. */
const citing = (word: string) =>
  `${word} Rust is stable: "the Rust team announced Rust 1.0" [1]. Ferris is "the official mascot of Rust" [2]. It used to say things [3].`;

const systemText = (request: RecordedRequest) =>
  (request.json.messages ?? [])
    .filter((message) => message.role === 'system')
    .map((message) => textOf(message.content))
    .join('\n');

searchTest.describe('web search', { tag: '@phone' }, () => {
  searchTest('an answer searched on the web cites its sources, checked, and keeps them', async ({ chat, fake, webSearchServices }) => {
    const toggle = inputActions(chat).getByRole('button', { name: /^Web search/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Web search: on');

    const word = nonce();
    await send(chat, citing(word));
    const reply = await replyDone(chat);

    // The server searched with the question and read the pages; the model was given their text.
    expect(webSearchServices.searches.some((query) => query.includes(word))).toBe(true);
    const request = await chatRequest(fake, word);
    expect(systemText(request)).toContain('the Rust team announced Rust 1.0, the first stable release');
    expect(systemText(request)).toContain('Ferris is the unofficial mascot of the Rust community');

    const tool = reply.getByRole('list', { name: 'Tools' });
    await expect(tool).toContainText('Read 2 of 3 pages');
    const verified = reply.getByRole('button', { name: /^Source 1: (?!.*not verified)/ });
    await expect(verified).toBeVisible();
    await expect(reply.getByRole('button', { name: /^Source 2: .*\(not verified\)$/ })).toBeVisible();
    await expect(reply.getByRole('button', { name: /^Source 3: .*\(not verified\)$/ })).toBeVisible();
    await snap(chat, 'web-search-answer');

    const sources = reply.getByRole('list', { name: 'Sources of this answer' });
    await expect(sources).toBeHidden();
    await reply.getByRole('button', { name: /^Source 2: / }).click();
    await expect(sources).toBeVisible();
    const second = sources.getByRole('listitem', { name: /^2\. / });
    await expect(second).toBeFocused();
    await expect(second).toContainText('✗ not verified');
    await expect(second).toContainText('Quotedthe official mascot of Rust');
    const first = sources.getByRole('listitem', { name: /^1\. / });
    await expect(first).toContainText('✓ verified');
    await expect(first).toContainText('the Rust team announced Rust 1.0');
    await expect(first).toContainText('Published May 15, 2015');
    await expect(first.getByRole('link')).toHaveAttribute('href', `${webSearchServices.pagesUrl}/rust`);
    await expect(sources.getByRole('listitem', { name: /^3\. / })).toContainText('Could not be read: the site answered with an error (404)');
    await second.scrollIntoViewIfNeeded();
    await snap(chat, 'web-search-sources');

    // Kept with the message, and the switch with the chat.
    await reloadChat(chat);
    await expect(lastReply(chat).getByRole('button', { name: '3 sources · Show sources' })).toBeVisible();
    await expect(lastReply(chat).getByRole('button', { name: /^Source 2: .*\(not verified\)$/ })).toBeVisible();
    await expect(inputActions(chat).getByRole('button', { name: 'Web search: on' })).toHaveAttribute('aria-pressed', 'true');
  });

  searchTest('Settings → Web search offers the server’s service and keeps the user’s own key on the device', async ({ chat }) => {
    await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
    const section = chat.getByRole('region', { name: 'Web search' });
    await expect(section).toContainText('The server provides: SearXNG');
    const service = section.getByRole('combobox', { name: 'Search service' });
    await expect(service).toHaveValue('');
    await expect(service.getByRole('option', { selected: true })).toHaveText('The server’s (SearXNG)');
    await expect(section.getByRole('textbox', { name: 'SearXNG address' })).toBeVisible();
    await service.selectOption('tavily');
    await section.getByLabel('Tavily key').fill('tvly-own-key');
    // Kept in the access settings, with the provider keys: sync leaves them out unless told to include keys.
    await waitForStoredSetting(chat, 'access', 'tvly-own-key');
    await section.getByText('Sent with each search').scrollIntoViewIfNeeded();
    await snap(chat, 'web-search-settings');
  });
});
